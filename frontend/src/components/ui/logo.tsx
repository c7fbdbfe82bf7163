import Box from '@mui/material/Box';
import { env } from '@/config/env';

/** The wordmark: a gear-like mark and the product name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: 20 }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0b3c5d'} />
        <path d="M9 23V9h13v3.2h-9.2v2.6h8v3.1h-8V23z" fill={inverted ? '#0b3c5d' : '#f5a524'} />
      </svg>
      <Box component="span" sx={{ color: inverted ? 'common.white' : 'primary.main' }}>
        {env.productName}
      </Box>
    </Box>
  );
}
