import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastsReducer } from '@/components/ui/toast/toast-slice';
import { api } from '@/lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per browser tab, or per request when server-rendering. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
