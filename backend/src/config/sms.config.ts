import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /** `log` writes messages to the log (local default); `twilio` posts to a Twilio-compatible API. */
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  SMS_API_BASE_URL: optionalUrl(['http', 'https']),
  SMS_ACCOUNT_SID: optionalString(),
  SMS_AUTH_TOKEN: optionalString(),
  SMS_FROM: optionalString(),
  /** Comma-separated staff numbers that receive a message per contact submission. */
  SMS_STAFF_NUMBERS: optionalString(),
  SMS_TIMEOUT_MS: int(10_000, 100),
});

export const smsConfig = registerAs('sms', () => {
  const env = validateEnv('sms', schema);
  const staffNumbers = (env.SMS_STAFF_NUMBERS ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (env.SMS_PROVIDER === 'twilio') {
    const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new Error(
        `Invalid configuration (sms): SMS_PROVIDER=twilio needs ${missing.join(', ')}`,
      );
  }
  return {
    provider: env.SMS_PROVIDER,
    baseUrl: (env.SMS_API_BASE_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
    accountSid: env.SMS_ACCOUNT_SID ?? '',
    authToken: env.SMS_AUTH_TOKEN ?? '',
    from: env.SMS_FROM ?? '',
    staffNumbers,
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
});

export type SmsConfig = ReturnType<typeof smsConfig>;
