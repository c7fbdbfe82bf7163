import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { toastsReducer } from '@/components/ui/toast/toast-slice';
import { contentSlice } from '@/features/content/content-slice';
import type { api } from '@/lib/api';
import type { ApiExtra } from '@/lib/request-json';

/** Slices added when their code loads: the member portal's RTK Query API (`member-api.ts`). */
export type LazyLoadedSlices = WithSlice<typeof api>;

export const rootReducer = combineSlices(
  { toasts: toastsReducer },
  contentSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added with a lazy slice (RTK Query's); shared by every store, as the reducer is. */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** One store per browser tab, or per request when server-rendering (with its own `extra`). */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, ApiExtra, UnknownAction>;
