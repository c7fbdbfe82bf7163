/**
 * The back office's session: the access token in memory, restored from the httpOnly refresh
 * cookie (same backend, same cookie as the portal) after a reload.
 */
let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;

interface SessionBody {
  accessToken: string;
  user: { role: string; email: string; id: string; profile: { fullName: string | null } };
}

export const STAFF_ROLES = ['account_manager', 'editor', 'ops', 'admin'];

export function getToken(): string | null {
  return accessToken;
}

export function setToken(token: string | null): void {
  accessToken = token;
}

/** One refresh at a time; false when there is no session any more. */
export function refresh(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) {
        accessToken = null;
        return false;
      }
      accessToken = ((await response.json()) as SessionBody).accessToken;
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export type { SessionBody };
