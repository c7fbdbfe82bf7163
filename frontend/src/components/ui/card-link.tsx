import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card's title link whose click area covers the whole card (the card must be `position:
 * relative`), so the link's accessible name stays the title rather than the card's whole text.
 */
export function CardLink({
  to,
  state,
  children,
}: {
  to: string;
  /** History state for the page it opens (e.g. where to go back to). */
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <MuiLink
      component={Link}
      to={to}
      state={state}
      color="inherit"
      underline="none"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
        '&:focus-visible': { outline: 'none' },
      }}
    >
      {children}
    </MuiLink>
  );
}

/** Card frame for a card with a `CardLink`: lifts on hover, shows a focus ring for keyboards. */
export const linkCardSx: SxProps<Theme> = {
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 3,
  transition: 'box-shadow 200ms, transform 200ms',
  '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
  '&:has(a:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'secondary.main',
    outlineOffset: '3px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '&:hover': { transform: 'none' },
  },
};
