import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastDismissed, type Toast, type ToastVariant } from './toast-slice';

const SEVERITY: Record<ToastVariant, 'info' | 'success' | 'error' | 'warning'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
  warning: 'warning',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (toast.duration === null) return;
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.duration, toast.id]);

  const destructive = toast.variant === 'destructive';
  return (
    <Alert
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      severity={SEVERITY[toast.variant]}
      variant="filled"
      onClose={() => dispatch(toastDismissed(toast.id))}
      sx={{ boxShadow: 6, width: { xs: 'calc(100vw - 32px)', sm: 380 } }}
      data-testid="toast"
    >
      <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}

/** Where toasts appear: bottom right on desktop, bottom centre on phones; newest last. */
export function Toaster() {
  const toasts = useAppSelector((state) => state.toasts);
  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: 16,
        right: { xs: 16, sm: 24 },
        left: { xs: 16, sm: 'auto' },
        alignItems: { xs: 'center', sm: 'flex-end' },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
