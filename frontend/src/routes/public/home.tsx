import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';

export function Component() {
  return (
    <Container sx={{ py: 8 }}>
      <PageMeta title="Home" description="Outcome-based models for manufacturers." />
      <OrganizationJsonLd />
      <Typography variant="h1">Home</Typography>
    </Container>
  );
}
