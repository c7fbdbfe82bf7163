import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

/** Reading typography for the server-formatted article body (headings, lists, quotes, tables). */
const bodySx: SxProps<Theme> = {
  fontSize: { xs: '1.05rem', md: '1.125rem' },
  lineHeight: 1.75,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& p': { my: 2.5 },
  '& h1, & h2, & h3, & h4, & h5, & h6': {
    lineHeight: 1.25,
    fontWeight: 750,
    mt: 5,
    mb: 1.5,
    scrollMarginTop: '80px',
  },
  '& h1, & h2': { fontSize: { xs: '1.45rem', md: '1.7rem' } },
  '& h3': { fontSize: { xs: '1.2rem', md: '1.35rem' } },
  '& h4, & h5, & h6': { fontSize: '1.1rem' },
  '& ul, & ol': { pl: 3.5, my: 2.5 },
  '& li': { my: 1, pl: 0.5 },
  '& li::marker': { color: 'info.main' },
  '& a': {
    color: 'primary.light',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    '&:hover': { color: 'primary.main' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', borderRadius: 0.5 },
  },
  '& sup': { fontSize: '0.7em', lineHeight: 0, color: 'info.main', fontWeight: 700 },
  '& strong, & b': { fontWeight: 700 },
  '& blockquote': {
    mx: 0,
    my: 3,
    py: 1,
    px: 3,
    borderLeft: 4,
    borderColor: 'secondary.main',
    bgcolor: 'rgba(245, 165, 36, 0.08)',
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    bgcolor: 'rgba(11, 60, 93, 0.07)',
    px: 0.5,
    borderRadius: 0.5,
  },
  '& pre': {
    p: 2,
    my: 3,
    overflowX: 'auto',
    bgcolor: '#0f1c2a',
    color: '#e6edf3',
    borderRadius: 2,
    fontSize: '0.9rem',
    lineHeight: 1.6,
    '& code': { bgcolor: 'transparent', p: 0, color: 'inherit' },
  },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& table': {
    display: 'block',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    my: 3,
    fontSize: '0.95rem',
  },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
  '& th': { bgcolor: 'rgba(11, 60, 93, 0.06)', fontWeight: 700 },
};

/**
 * The article body. The server formats it and sanitises it against the spec's allowlist before
 * sending it as `contentHtml`, so it is rendered as is.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Box sx={bodySx} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The optional audio player (an iframe the server has sanitised). */
export function AudioEmbed({ html, label }: { html: string; label: string }) {
  const ref = useRef<HTMLElement>(null);
  // Embed snippets rarely carry a title, and a frame without one is unnamed for screen readers.
  useEffect(() => {
    ref.current?.querySelectorAll('iframe:not([title])').forEach((frame) => {
      frame.setAttribute('title', label);
    });
  }, [html, label]);
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={label}
      sx={{
        my: 4,
        '& iframe': {
          display: 'block',
          width: '100%',
          maxWidth: '100%',
          border: 0,
          borderRadius: 2,
        },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
