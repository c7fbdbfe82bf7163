import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n';
import { island } from '@/islands/island';

/** The form: an island. */
const ContactForm = island('contact-form');

/** The home page's contact section (anchor `contact`): heading, intro and the form. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <Box component="section" id="contact" sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 80 }}>
      <Container maxWidth="md">
        <Typography variant="h2" component="h2" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
          {t('intro')}
        </Typography>
        <ContactForm />
      </Container>
    </Box>
  );
}
