import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { skipUntilNear } from '@/lib/skip-until-near';

/** A titled block of the About page (h2 and its content). */
export function AboutSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ mt: { xs: 7, md: 10 }, scrollMarginTop: 80, ...skipUntilNear(700) }}
    >
      <Typography variant="h2" id={`${id}-title`}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography sx={{ mt: 1.5, mb: 3, color: 'text.secondary', fontSize: '1.1rem' }}>
          {subtitle}
        </Typography>
      ) : (
        <Box sx={{ mb: 3 }} />
      )}
      {children}
    </Box>
  );
}
