import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipUntilNear } from '@/lib/skip-until-near';

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
  ...skipUntilNear(900),
} as const;
