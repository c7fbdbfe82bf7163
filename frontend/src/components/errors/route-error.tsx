import { useNavigate, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorFallback } from './error-fallback';

/** Route-level error element (a failed lazy chunk, a thrown loader): same screen as the boundary. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorFallback onRetry={() => void navigate(0)} />;
}
