import { deferred } from '@/components/deferred';

// Below the story: each part's code is a chunk of its own, hydrated after the page's first
// hydration (see `deferred`). The server renders them all.
export const ClientsStrip = deferred(() => import('./clients-strip').then((m) => m.ClientsStrip));
export const TextCardGrid = deferred(() => import('./text-card-grid').then((m) => m.TextCardGrid));
export const OpeningsSection = deferred(() =>
  import('./openings-section').then((m) => m.OpeningsSection),
);
