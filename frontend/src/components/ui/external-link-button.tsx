import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { visuallyHidden } from '@/lib/visually-hidden';

type ExternalLinkButtonProps = Pick<ButtonProps, 'size' | 'startIcon' | 'fullWidth' | 'sx'> & {
  href: string;
  children: ReactNode;
};

/**
 * A call to action that opens another site (booking, podcast) in a new tab, and says so to
 * screen readers.
 */
export function ExternalLinkButton({ href, children, ...rest }: ExternalLinkButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      color="secondary"
      {...rest}
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('newTab')}`}
      </Box>
    </Button>
  );
}
