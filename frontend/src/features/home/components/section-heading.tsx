import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A home section's h2 and its one-line introduction. */
export function SectionHeading({
  id,
  title,
  subtitle,
  inverted = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  inverted?: boolean;
}) {
  return (
    <Box sx={{ mb: { xs: 4, md: 6 }, maxWidth: 720 }}>
      <Typography variant="h2" id={id}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography
          sx={{ mt: 1.5, fontSize: '1.1rem', color: inverted ? 'grey.300' : 'text.secondary' }}
        >
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The frame of a home section: anchor id, vertical rhythm, room for the fixed header. */
export const sectionSx = {
  py: { xs: 8, md: 11 },
  scrollMarginTop: 64,
  // A section the visitor has not reached yet is neither laid out nor painted: laying out the
  // whole server-rendered page while it loaded was most of the home page's main-thread time
  // before any script ran. Until its first layout a section counts as 900 px tall.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 900px',
} as const;
