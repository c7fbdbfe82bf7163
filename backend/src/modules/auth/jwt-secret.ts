import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig, AuthConfig } from '../../config';

/**
 * The access tokens' key: AUTH_JWT_SECRET; or, in production without it, a key generated on the
 * first start and kept in <VAR_DIR>/auth-jwt-secret (one machine; set the variable for several
 * instances); or, elsewhere, a random key per process.
 */
export function resolveJwtSecret(auth: AuthConfig, app: AppConfig): string {
  if (auth.jwtSecret) return auth.jwtSecret;
  if (!auth.persistSecret) return auth.processSecret;
  const file = join(app.varDir, 'auth-jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  new Logger('Auth').warn(`AUTH_JWT_SECRET is unset: generated one in ${file}`);
  return secret;
}
