import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

/** Title and intro line of an AI page. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <PageMeta title={title} noIndex />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
        {intro}
      </Typography>
    </>
  );
}

export const cardGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
} as const;
