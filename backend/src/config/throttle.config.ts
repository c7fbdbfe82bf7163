import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, validateEnv } from './validate-env';

const schema = z.object({
  /** The API-wide per-IP budget; routes with their own limits declare them with @Throttle. */
  THROTTLE_DEFAULT_LIMIT: int(600, 1),
  THROTTLE_DEFAULT_TTL_MS: int(60_000, 1000),
});

export const throttleConfig = registerAs('throttle', () => {
  const env = validateEnv('throttle', schema);
  return { defaultLimit: env.THROTTLE_DEFAULT_LIMIT, defaultTtlMs: env.THROTTLE_DEFAULT_TTL_MS };
});
