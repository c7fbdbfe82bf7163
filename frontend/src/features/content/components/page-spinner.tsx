import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading state of a detail page: a labelled spinner holding the page's height. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
