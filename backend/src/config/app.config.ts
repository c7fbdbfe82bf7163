import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { z } from 'zod';
import { bool, ConfigValidationError, int, optionalString, validateEnv } from './validate-env';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: int(3000, 0, 65535),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool(false),
  /** Comma-separated addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: optionalString(),
  /** Where the built frontend and admin live; defaults to the workspaces' dist folders. */
  FRONTEND_DIST: optionalString(),
  ADMIN_DIST: optionalString(),
  /** Root of the mutable data folder (embedded PostgreSQL, local mail, uploads). */
  VAR_DIR: optionalString(),
  SEED_ON_START: bool(true),
  PRODUCT_NAME: z.string().min(1).default('Fabrion'),
});

export const appConfig = registerAs('app', () => {
  const env = validateEnv('app', schema);
  if (env.NODE_ENV === 'production' && new URL(env.PUBLIC_URL).protocol !== 'https:')
    throw new ConfigValidationError('app', [
      `PUBLIC_URL ("${env.PUBLIC_URL}"): must be https in production (Secure cookies, HSTS)`,
    ]);
  const repoRoot = resolve(__dirname, '..', '..', '..');
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY,
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    frontendDist: resolve(env.FRONTEND_DIST ?? resolve(repoRoot, 'frontend', 'dist')),
    adminDist: resolve(env.ADMIN_DIST ?? resolve(repoRoot, 'admin', 'dist')),
    varDir: resolve(env.VAR_DIR ?? resolve(repoRoot, 'var')),
    seedOnStart: env.SEED_ON_START,
    productName: env.PRODUCT_NAME,
  };
});

export type AppConfig = ReturnType<typeof appConfig>;
