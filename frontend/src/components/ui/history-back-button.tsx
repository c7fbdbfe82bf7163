import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Back to the previous page of the visit; on a page opened directly (no history within the site)
 * it is a plain link to `fallback`.
 */
export function HistoryBackButton({ label, fallback = '/' }: { label: string; fallback?: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const hasHistory = key !== 'default';

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Button
      component={Link}
      to={fallback}
      onClick={onClick}
      startIcon={<ArrowBackIcon />}
      sx={{ ml: -1, mb: 3 }}
    >
      {label}
    </Button>
  );
}
