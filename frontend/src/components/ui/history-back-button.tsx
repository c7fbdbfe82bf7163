import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isIslandsPage } from '@/islands/constants';
import { previousPage } from '@/islands/page-navigation';

/**
 * Whether this tab came to the current entry from another page of the site: the router numbers
 * its history entries (`idx`, 0 for the first). A replace (the address taking `?lang=`) keeps the
 * number, where the location's key would change. On an islands page (each page a page load) the
 * browser's referrer says it.
 */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  if (isIslandsPage(document)) return previousPage() !== null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Back to the previous page of the visit; on a page opened directly (no history within the site)
 * it is a plain link to `fallback`.
 */
export function HistoryBackButton({ label, fallback = '/' }: { label: string; fallback?: string }) {
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!hasHistory() || event.metaKey || event.ctrlKey || event.shiftKey) return;
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
