import type { SessionResponse } from '@fabrion/shared';
import { env } from '@/config/env';

/**
 * The access token lives in memory only (never in storage); the refresh token is an httpOnly
 * cookie the page cannot read. A reload restores the session with one refresh call.
 */
let accessToken: string | null = null;
let expiresAt = 0;
let refreshing: Promise<SessionResponse | null> | null = null;
const listeners = new Set<(signedIn: boolean) => void>();

export const REFRESH_TICK_MS = 30_000;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setSession(session: Pick<SessionResponse, 'accessToken' | 'expiresIn'>): void {
  const was = accessToken !== null;
  accessToken = session.accessToken;
  expiresAt = Date.now() + session.expiresIn * 1000;
  if (!was) listeners.forEach((listener) => listener(true));
}

export function clearSession(): void {
  const was = accessToken !== null;
  accessToken = null;
  expiresAt = 0;
  if (was) listeners.forEach((listener) => listener(false));
}

export function onSessionChange(listener: (signedIn: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the token expires within three refresh ticks (spec: auth token refresh tick). */
export function needsRefresh(now = Date.now()): boolean {
  return accessToken !== null && expiresAt - now < 3 * REFRESH_TICK_MS;
}

/**
 * One refresh at a time for the whole tab (parallel callers share it); null when there is no
 * session any more. The server accepts a rotated token for 10 s, so two tabs racing is safe too.
 */
export function refreshSession(fetchFn: typeof fetch = fetch): Promise<SessionResponse | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetchFn(`${env.apiBaseUrl}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
      });
      if (!response.ok) {
        // The body is not needed, but unread it keeps the request open in the browser (the page
        // never reaches network idle after a refused refresh): it is cancelled.
        await response.body?.cancel().catch(() => undefined);
        clearSession();
        return null;
      }
      const session = (await response.json()) as SessionResponse;
      setSession(session);
      return session;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
