import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Phones get react-admin's SimpleList instead of a table wider than the screen. */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
