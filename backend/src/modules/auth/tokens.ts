import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Injection token of the key that derives rotated refresh secrets (see SessionsService). */
export const REFRESH_TOKEN_KEY = Symbol('REFRESH_TOKEN_KEY');

/** That key, from the access tokens' secret (every instance shares it). */
export function refreshTokenKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`refresh-token-key:${jwtSecret}`).digest();
}
