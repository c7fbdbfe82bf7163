export { Toaster } from './lazy-toaster';
export { useToast } from './use-toast';
export { toastsReducer, TOAST_DURATION_MS, MAX_VISIBLE_TOASTS, type Toast } from './toast-slice';
