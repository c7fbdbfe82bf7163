import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards the size of the real ones, so the page does not jump when they arrive. */
export function CardGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Grid container spacing={3} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }} aria-hidden="true">
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
          />
          <Stack spacing={1} sx={{ pt: 2 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.3rem', width: '80%' }} />
            <Skeleton variant="text" sx={{ width: '40%' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" sx={{ width: '60%' }} />
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
