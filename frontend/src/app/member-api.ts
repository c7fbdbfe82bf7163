import { api } from '@/lib/api';
import { dynamicMiddleware, rootReducer } from './store';

// The member portal's RTK Query API joins the store when a member page's code loads (route
// modules import this file), so the public pages' first load does not carry RTK Query. Both
// calls are idempotent: the reducer is injected once, the middleware added once.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
