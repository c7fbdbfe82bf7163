import { CONTACT_LIMITS, CONTACT_TOASTS, tooManySubmissionsMessage } from '@fabrion/shared';

export type EmailLimitDecision =
  { allowed: true } | { allowed: false; message: string; retryAfterSeconds: number };

/**
 * The per-email limit (spec §9): at most 3 accepted submissions within 5 minutes and at least
 * 1 minute between two. `recent` are the accepted submissions' times inside the window, oldest first.
 */
export function decideEmailLimit(
  recent: Date[],
  now: Date,
  perEmailMinGapMs: number = CONTACT_LIMITS.perEmailMinGapMs,
): EmailLimitDecision {
  const { perEmailMax, perEmailWindowMs } = CONTACT_LIMITS;
  const at = now.getTime();
  const inWindow = recent.map((d) => d.getTime()).filter((t) => t > at - perEmailWindowMs);
  if (inWindow.length >= perEmailMax) {
    const freesAt = inWindow[inWindow.length - perEmailMax]! + perEmailWindowMs;
    const waitMs = Math.max(1, freesAt - at);
    return {
      allowed: false,
      message: tooManySubmissionsMessage(Math.ceil(waitMs / 60_000)),
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    };
  }
  const latest = inWindow[inWindow.length - 1];
  if (latest !== undefined && at - latest < perEmailMinGapMs) {
    return {
      allowed: false,
      message: CONTACT_TOASTS.minGap,
      retryAfterSeconds: Math.ceil((latest + perEmailMinGapMs - at) / 1000),
    };
  }
  return { allowed: true };
}
