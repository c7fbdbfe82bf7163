import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /** smtp:// or smtps:// URL of the relay. Unset: each message is written to MAIL_DIR as .eml. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Fabrion <no-reply@fabrion.local>'),
  /** Where unsent messages go when SMTP_URL is unset; default <VAR_DIR>/mail. */
  MAIL_DIR: optionalString(),
});

export const mailConfig = registerAs('mail', () => {
  const env = validateEnv('mail', schema);
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dir: env.MAIL_DIR };
});

export type MailConfig = ReturnType<typeof mailConfig>;
