import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, validateEnv } from './validate-env';

const schema = z.object({
  /** Contact submissions one client IP may make per window (every instance shares the count). */
  CONTACT_IP_LIMIT: int(10, 1),
  CONTACT_IP_WINDOW_MS: int(15 * 60_000, 1000),
  /** A form sent faster than this after it was shown is taken for a bot (stored flagged, not sent). */
  CONTACT_MIN_FILL_MS: int(2000, 0),
  /** Longest wait (ms) for the per-email limit's lock before answering "Security check failed". */
  CONTACT_LIMIT_LOCK_TIMEOUT_MS: int(5000, 100),
  /**
   * Least time between two accepted submissions of one e-mail (spec: 1 minute). The system tests
   * set 0 to prove the 3-per-5-minutes count under concurrency; leave it in production.
   */
  CONTACT_EMAIL_MIN_GAP_MS: int(60_000, 0, 3_600_000),
});

export const contactConfig = registerAs('contact', () => {
  const env = validateEnv('contact', schema);
  return {
    ipLimit: env.CONTACT_IP_LIMIT,
    ipWindowMs: env.CONTACT_IP_WINDOW_MS,
    minFillMs: env.CONTACT_MIN_FILL_MS,
    limitLockTimeoutMs: env.CONTACT_LIMIT_LOCK_TIMEOUT_MS,
    emailMinGapMs: env.CONTACT_EMAIL_MIN_GAP_MS,
  };
});

export type ContactConfig = ReturnType<typeof contactConfig>;
