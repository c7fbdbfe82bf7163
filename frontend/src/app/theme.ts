import { createTheme } from '@mui/material/styles';

/** Brand: deep industrial navy, a teal signal colour and an amber call-to-action accent. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b3c5d', dark: '#08263d', light: '#1d5c85', contrastText: '#ffffff' },
    secondary: { main: '#f5a524', dark: '#c77f0a', contrastText: '#1a1204' },
    info: { main: '#0f766e' },
    background: { default: '#f7f9fb', paper: '#ffffff' },
    text: { primary: '#0f1c2a', secondary: '#4a5b6c' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    // Long German compounds must break on a 390 px phone rather than widen the page.
    h1: {
      // The smallest size (phones) is `--h1-min`, set per language below.
      fontSize: 'clamp(var(--h1-min, 2rem), 5vw, 3.25rem)',
      fontWeight: 800,
      lineHeight: 1.1,
      hyphens: 'auto',
      overflowWrap: 'break-word',
    },
    h2: {
      fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)',
      fontWeight: 750,
      lineHeight: 1.15,
      hyphens: 'auto',
      overflowWrap: 'break-word',
    },
    h3: { fontSize: '1.35rem', fontWeight: 700, hyphens: 'auto', overflowWrap: 'break-word' },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    // A German title can be one 20-letter word ("Geschäftsbedingungen", "Datenschutzerklärung"):
    // a little smaller on a phone it fits whole, where the browser has no hyphenation dictionary.
    MuiCssBaseline: { styleOverrides: { 'html:lang(de)': { '--h1-min': '1.625rem' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
