import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TagProps {
  label: ReactNode;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  /** An icon before the label (MUI icon element). */
  icon?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A static label that looks like MUI's Chip (same sizes, colours and spacing). The site's chips
 * are never clicked or deleted, and Chip's code for that (ripple, keyboard, delete icon: about
 * 3 KB gzip) would load with every content page.
 */
export function Tag({
  label,
  size = 'medium',
  variant = 'filled',
  color = 'default',
  icon,
  sx,
}: TagProps) {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  const primary = color === 'primary';
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          maxWidth: '100%',
          height: small ? 24 : 32,
          boxSizing: 'border-box',
          borderRadius: 16,
          verticalAlign: 'middle',
          whiteSpace: 'nowrap',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1.5,
          color:
            primary && !outlined
              ? 'primary.contrastText'
              : primary
                ? 'primary.main'
                : 'text.primary',
          bgcolor: outlined ? 'transparent' : primary ? 'primary.main' : 'action.selected',
          border: outlined
            ? `1px solid ${primary ? theme.alpha(theme.palette.primary.main, 0.7) : theme.palette.grey[400]}`
            : 0,
          '& > svg': {
            color: primary ? 'inherit' : theme.palette.grey[700],
            fontSize: small ? 18 : 24,
            ml: small ? (outlined ? '2px' : '4px') : outlined ? '4px' : '5px',
            mr: small ? '-4px' : '-6px',
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Box
        component="span"
        sx={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          px: `${(small ? 8 : 12) - (outlined ? 1 : 0)}px`,
        }}
      >
        {label}
      </Box>
    </Box>
  );
}
