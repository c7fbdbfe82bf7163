import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded, toastDismissed, type Toast } from './toast-slice';

type ToastInput = Omit<Toast, 'id' | 'variant' | 'duration'> & Partial<Toast>;

/** `toast({ title, description, variant })`: shows a toast (3 at most, 4 s each by default). */
export function useToast() {
  const dispatch = useAppDispatch();
  const toast = useCallback(
    (input: ToastInput) => dispatch(toastAdded(input)).payload.id,
    [dispatch],
  );
  const dismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  return { toast, dismiss };
}
