import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getAccessToken, onSessionChange, refreshSession } from '@/lib/auth-session';
import type { Language } from '@fabrion/shared';
import { pageNamespaces } from '@/features/i18n/namespaces';
import { useTranslation } from '@/lib/i18n';
import { MEMBER_NAMESPACE } from '../lib/use-member-text';

interface RequireAuthProps {
  children: ReactNode;
  /** Runs (and is awaited) before a visitor without a session is sent to /portal: a page's notice. */
  onDenied?: (pathname: string) => Promise<void> | void;
}

/**
 * Member pages render only with a session: the in-memory token, or one restored from the
 * refresh cookie; otherwise (and whenever the session ends) the visitor goes to /portal.
 */
export function RequireAuth({ children, onDenied }: RequireAuthProps) {
  const navigate = useNavigate();
  // No suspending here: the session check starts at once, while the member pages' texts are
  // fetched beside it (the loader's label is English until they are in).
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const language = i18n.language as Language;
  useEffect(() => {
    void pageNamespaces.read?.(language, MEMBER_NAMESPACE).catch(() => undefined);
  }, [language]);
  const { pathname } = useLocation();
  const [ready, setReady] = useState(() => getAccessToken() !== null);
  // The page asked for when the check began (the effect runs once; later pages have a session).
  const [deniedPath] = useState(pathname);
  const [denied] = useState(() => onDenied);

  useEffect(() => {
    let active = true;
    if (!getAccessToken())
      void refreshSession().then((session) => {
        if (!active) return;
        if (session) setReady(true);
        else
          void Promise.resolve(denied?.(deniedPath))
            .catch(() => undefined)
            .then(() => navigate(paths.portal, { replace: true }));
      });
    const stop = onSessionChange((signedIn) => {
      if (!signedIn) void navigate(paths.portal, { replace: true });
    });
    return () => {
      active = false;
      stop();
    };
  }, [denied, deniedPath, navigate]);

  if (!ready)
    return (
      <Box
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
        role="status"
        aria-label={t('layout.loading', { defaultValue: 'Loading' })}
      >
        <CircularProgress />
      </Box>
    );
  return children;
}
