import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getAccessToken, onSessionChange, refreshSession } from '@/lib/auth-session';

/**
 * Member pages render only with a session: the in-memory token, or one restored from the
 * refresh cookie; otherwise (and whenever the session ends) the visitor goes to /portal.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(() => getAccessToken() !== null);

  useEffect(() => {
    let active = true;
    if (!getAccessToken())
      void refreshSession().then((session) => {
        if (!active) return;
        if (session) setReady(true);
        else void navigate(paths.portal, { replace: true });
      });
    const stop = onSessionChange((signedIn) => {
      if (!signedIn) void navigate(paths.portal, { replace: true });
    });
    return () => {
      active = false;
      stop();
    };
  }, [navigate]);

  if (!ready)
    return (
      <Box
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
        role="status"
        aria-label="Loading"
      >
        <CircularProgress />
      </Box>
    );
  return children;
}
