import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastsReducer } from '@/components/ui/toast/toast-slice';
import { api, type ApiExtra } from '@/lib/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per browser tab, or per request when server-rendering (with its own `extra`). */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
