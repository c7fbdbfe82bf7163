import type { FastifyReply } from 'fastify';
import type { AuthConfig } from '../../config';

/**
 * The refresh token's cookie: httpOnly, SameSite=Strict, Path=/api/auth is not allowed with the
 * `__Host-` prefix, so Path=/. Secure with the `__Host-` name on https; on plain-http local runs
 * (PUBLIC_URL http://…) the same cookie without Secure is named `fabrion_refresh`.
 */
export function setRefreshCookie(reply: FastifyReply, config: AuthConfig, token: string): void {
  reply.setCookie(config.refreshCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookie,
    path: '/',
    maxAge: Math.floor(config.absoluteTimeoutMs / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AuthConfig): void {
  reply.clearCookie(config.refreshCookieName, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookie,
    path: '/',
  });
}
