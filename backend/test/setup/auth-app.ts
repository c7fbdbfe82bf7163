import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { UserRole, UserStatus } from '@fabrion/shared';
import { Clock } from '../../src/common/clock';
import { authConfig } from '../../src/config';
import { PasswordHasher } from '../../src/modules/auth/password-hasher.service';
import { UsersService } from '../../src/modules/users/users.service';
import { FakeClock } from './fake-clock';
import { createTestApp } from './test-app';

export const STRONG_PASSWORD = 'Violet-Harbour-42!Kx';

export interface AuthTestApp {
  app: NestFastifyApplication;
  clock: FakeClock;
  cookieName: string;
}

/** The real app with a hand-moved clock, Redis shared under `keyPrefix`, and extra env. */
export async function createAuthApp(
  options: { env?: Record<string, string | undefined>; keyPrefix?: string; clock?: FakeClock } = {},
): Promise<AuthTestApp> {
  const clock = options.clock ?? new FakeClock(new Date());
  const app = await createTestApp({
    env: {
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: options.keyPrefix ?? `fabrion-it-auth-${randomUUID()}`,
      AUTH_JWT_SECRET: 'integration-test-secret-0123456789abcdef',
      AUTH_BREACH_API_URL: '',
      MAIL_DIR: `/tmp/fabrion-it-mail-${process.pid}`,
      ...options.env,
    },
    override: (builder) => builder.overrideProvider(Clock).useValue(clock),
  });
  return { app, clock, cookieName: app.get(authConfig.KEY).refreshCookieName };
}

export function uniqueEmail(label = 'member'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** An account seeded through the app's own services (active with a password unless told). */
export async function seedUser(
  app: NestFastifyApplication,
  input: {
    email?: string;
    password?: string;
    role?: UserRole;
    status?: UserStatus;
    fullName?: string;
  } = {},
) {
  const email = input.email ?? uniqueEmail(input.role ?? 'member');
  const password = input.password ?? STRONG_PASSWORD;
  const user = await app.get(UsersService).create({
    email,
    role: input.role ?? 'member',
    status: input.status ?? 'active',
    fullName: input.fullName ?? 'Test Member',
    passwordHash: await app.get(PasswordHasher).hash(password),
  });
  return { id: user.id, email, password };
}

export interface LoginResult {
  status: number;
  body: Record<string, unknown>;
  accessToken: string;
  refresh: string | undefined;
}

export async function login(
  app: NestFastifyApplication,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
): Promise<LoginResult> {
  const cookieName = app.get(authConfig.KEY).refreshCookieName;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...extra },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const body = response.json<Record<string, unknown>>();
  return {
    status: response.statusCode,
    body,
    accessToken: String(body.accessToken ?? ''),
    refresh: response.cookies.find((c) => c.name === cookieName)?.value,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
