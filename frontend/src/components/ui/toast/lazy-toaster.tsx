import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';

// Alerts are not part of any page's first paint: their code loads with the first toast.
const ToastStack = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Where toasts appear (see `toaster.tsx`); nothing, and no code, until there is one. */
export function Toaster() {
  const hasToasts = useAppSelector((state) => state.toasts.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
