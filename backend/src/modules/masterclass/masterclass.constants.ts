import { MASTERCLASS_CACHE_SECONDS } from '@fabrion/shared';

/** The browser may reuse the member's course list for 5 minutes (spec §7.12); never a shared cache. */
export const MASTERCLASS_CACHE_CONTROL = `private, max-age=${MASTERCLASS_CACHE_SECONDS}`;
export const MASTERCLASS_CACHE_TTL_MS = MASTERCLASS_CACHE_SECONDS * 1000;
/** Arbitrary but fixed: serialises seeding the course between instances starting together. */
export const MASTERCLASS_SEED_LOCK = 704_215_431;
