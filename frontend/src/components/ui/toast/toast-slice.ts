import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself; `null` keeps it until dismissed. */
  duration: number | null;
}

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastAdded: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.push(action.payload);
        if (state.length > MAX_VISIBLE_TOASTS) state.splice(0, state.length - MAX_VISIBLE_TOASTS);
      },
      prepare: (toast: Omit<Toast, 'id' | 'variant' | 'duration'> & Partial<Toast>) => ({
        payload: {
          variant: 'default' as const,
          duration: TOAST_DURATION_MS,
          ...toast,
          id: toast.id ?? nanoid(),
        },
      }),
    },
    toastDismissed: (state, action: PayloadAction<string>) =>
      state.filter((toast) => toast.id !== action.payload),
  },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
export const toastsReducer = toastSlice.reducer;
