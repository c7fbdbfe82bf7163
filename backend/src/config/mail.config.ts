import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { ConfigValidationError, optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /** smtp:// or smtps:// URL of the relay. Unset: each message is written to MAIL_DIR as .eml. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Fabrion <no-reply@fabrion.local>'),
  /** Where unsent messages go when SMTP_URL is unset; default <VAR_DIR>/mail. */
  MAIL_DIR: optionalString(),
  NODE_ENV: z.string().optional(),
});

export const mailConfig = registerAs('mail', () => {
  const env = validateEnv('mail', schema);
  // Without a transport, messages (and the links in them) would only reach a local folder.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL)
    throw new ConfigValidationError('mail', [
      'SMTP_URL (unset): required in production, where e-mailed links must reach people, not a folder',
    ]);
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dir: env.MAIL_DIR };
});

export type MailConfig = ReturnType<typeof mailConfig>;
