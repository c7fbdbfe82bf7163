import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * The home page's contact section (anchor `contact`). Owned by the contact feature: the form, its
 * client-side mirror of the server's rules and the submission wiring live here.
 */
export function ContactSection() {
  return (
    <Box component="section" id="contact" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
      <Container>
        <Typography variant="h2" component="h2">
          Contact
        </Typography>
      </Container>
    </Box>
  );
}
