/** Injection token of the shared ioredis client; `null` when REDIS_URL is unset. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
