import { registerAs } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  bool,
  ConfigValidationError,
  int,
  optionalString,
  optionalUrl,
  validateEnv,
} from './validate-env';

const schema = z.object({
  /**
   * HS256 key of the access tokens; every instance needs the same one. Unset in production: a
   * key generated once and kept in <VAR_DIR>/auth-jwt-secret; elsewhere: random per process.
   */
  AUTH_JWT_SECRET: optionalString(),
  AUTH_ACCESS_TOKEN_TTL_S: int(300, 30, 3600),
  AUTH_IDLE_TIMEOUT_MS: int(30 * 60_000, 60_000),
  AUTH_ABSOLUTE_TIMEOUT_MS: int(12 * 60 * 60_000, 60_000),
  AUTH_REFRESH_GRACE_MS: int(10_000, 0, 60_000),
  AUTH_LOGIN_EMAIL_LIMIT: int(5, 1),
  AUTH_LOGIN_WINDOW_MS: int(300_000, 1000),
  AUTH_LOGIN_IP_LIMIT: int(50, 1),
  AUTH_INVITE_TTL_MS: int(24 * 60 * 60_000, 60_000),
  AUTH_RESET_TTL_MS: int(30 * 60_000, 60_000),
  /**
   * The e-mailed link endpoints (verify, reset, setup): attempts per client IP and per token per
   * window, counted before anything else (a guessed token costs one Redis call, no argon2).
   */
  AUTH_LINK_IP_LIMIT: int(20, 1),
  AUTH_LINK_TOKEN_LIMIT: int(5, 1),
  AUTH_LINK_WINDOW_MS: int(15 * 60_000, 1000),
  /** Password changes per signed-in user per window (the current password can be guessed). */
  AUTH_PASSWORD_CHANGE_LIMIT: int(5, 1),
  AUTH_PASSWORD_CHANGE_WINDOW_MS: int(15 * 60_000, 1000),
  AUTH_ARGON2_MEMORY_KIB: int(19_456, 19_456),
  AUTH_ARGON2_TIME: int(2, 2),
  /** Breach range API (k-anonymity, /range/{prefix}); empty turns the check off. */
  AUTH_BREACH_API_URL: z
    .preprocess((v) => (v === undefined ? 'https://api.pwnedpasswords.com' : v), z.string())
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  AUTH_BREACH_TIMEOUT_MS: int(2000, 100),
  /** The first administrator, created on the first start when no admin exists. */
  AUTH_ADMIN_EMAIL: optionalString(),
  AUTH_ADMIN_PASSWORD: optionalString(),
  /** Force the Secure `__Host-` refresh cookie even on http (default: only when PUBLIC_URL is https). */
  AUTH_SECURE_COOKIE: bool(false),
  /** Four community links of the dashboard's Connect With Us block. */
  COMMUNITY_WHATSAPP_URL: optionalUrl(['https']),
  COMMUNITY_YOUTUBE_URL: optionalUrl(['https']),
  COMMUNITY_LINKEDIN_URL: optionalUrl(['https']),
  COMMUNITY_X_URL: optionalUrl(['https']),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
});

let generatedSecret: string | undefined;

export const authConfig = registerAs('auth', () => {
  const env = validateEnv('auth', schema);
  if (
    env.NODE_ENV === 'production' &&
    env.AUTH_JWT_SECRET !== undefined &&
    Buffer.byteLength(env.AUTH_JWT_SECRET) < 32
  )
    throw new ConfigValidationError('auth', [
      `AUTH_JWT_SECRET (${Buffer.byteLength(env.AUTH_JWT_SECRET)} bytes): must be at least 32 bytes in production`,
    ]);
  generatedSecret ??= randomBytes(32).toString('hex');
  const secure = env.AUTH_SECURE_COOKIE || /^https:\/\//i.test(env.PUBLIC_URL);
  return {
    jwtSecret: env.AUTH_JWT_SECRET,
    /** Used when AUTH_JWT_SECRET is unset outside production. */
    processSecret: generatedSecret,
    persistSecret: env.NODE_ENV === 'production',
    accessTokenTtlS: env.AUTH_ACCESS_TOKEN_TTL_S,
    idleTimeoutMs: env.AUTH_IDLE_TIMEOUT_MS,
    absoluteTimeoutMs: env.AUTH_ABSOLUTE_TIMEOUT_MS,
    refreshGraceMs: env.AUTH_REFRESH_GRACE_MS,
    loginEmailLimit: env.AUTH_LOGIN_EMAIL_LIMIT,
    loginWindowMs: env.AUTH_LOGIN_WINDOW_MS,
    loginIpLimit: env.AUTH_LOGIN_IP_LIMIT,
    inviteTtlMs: env.AUTH_INVITE_TTL_MS,
    resetTtlMs: env.AUTH_RESET_TTL_MS,
    linkIpLimit: env.AUTH_LINK_IP_LIMIT,
    linkTokenLimit: env.AUTH_LINK_TOKEN_LIMIT,
    linkWindowMs: env.AUTH_LINK_WINDOW_MS,
    passwordChangeLimit: env.AUTH_PASSWORD_CHANGE_LIMIT,
    passwordChangeWindowMs: env.AUTH_PASSWORD_CHANGE_WINDOW_MS,
    argon2: {
      memoryCost: env.AUTH_ARGON2_MEMORY_KIB,
      timeCost: env.AUTH_ARGON2_TIME,
      parallelism: 1,
    },
    breachApiUrl: env.AUTH_BREACH_API_URL.replace(/\/$/, ''),
    breachTimeoutMs: env.AUTH_BREACH_TIMEOUT_MS,
    adminEmail: env.AUTH_ADMIN_EMAIL,
    adminPassword: env.AUTH_ADMIN_PASSWORD,
    /** `__Host-` needs Secure; plain-http local runs use a non-prefixed, otherwise identical cookie. */
    secureCookie: secure,
    refreshCookieName: secure ? '__Host-fabrion_refresh' : 'fabrion_refresh',
    communityLinks: {
      whatsapp: env.COMMUNITY_WHATSAPP_URL ?? 'https://chat.whatsapp.com/fabrion-community',
      youtube: env.COMMUNITY_YOUTUBE_URL ?? 'https://www.youtube.com/@fabrion',
      linkedin: env.COMMUNITY_LINKEDIN_URL ?? 'https://www.linkedin.com/company/fabrion',
      x: env.COMMUNITY_X_URL ?? 'https://x.com/fabrion',
    },
  };
});

export type AuthConfig = ReturnType<typeof authConfig>;
