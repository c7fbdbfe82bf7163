export { deferred, loadDeferredComponents } from './deferred';
export { whenHydrated } from './hydration-gate';
