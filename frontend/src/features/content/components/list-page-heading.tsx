import Typography from '@mui/material/Typography';

/** A listing page's title (the page's h1) and the sentence under it. */
export function ListPageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <Typography variant="h1">{title}</Typography>
      <Typography
        sx={{
          mt: 2,
          mb: { xs: 5, md: 7 },
          color: 'text.secondary',
          fontSize: '1.15rem',
          maxWidth: '60ch',
        }}
      >
        {lead}
      </Typography>
    </>
  );
}
