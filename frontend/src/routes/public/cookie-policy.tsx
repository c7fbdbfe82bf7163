import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export function Component() {
  return (
    <Container sx={{ py: 8 }}>
      {/* Placeholder until the public-site pages land (they bring their own PageMeta). */}
      <PageMeta title="Cookie Policy" />
      <Typography variant="h1">CookiePolicy</Typography>
    </Container>
  );
}
