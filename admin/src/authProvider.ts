import type { AuthProvider } from 'react-admin';
import { canAccess } from './access';
import { getToken, refresh, setToken, STAFF_ROLES, type SessionBody } from './session';

interface Me {
  id: string;
  email: string;
  role: string;
  profile: { fullName: string | null };
}

/**
 * Set when the session found is a portal member's: react-admin then calls `logout`, which must
 * leave that portal session alone (only the back office forgets it).
 */
let foreignSession = false;

/** The signed-in user, asked once per access token (menus ask for permissions on every render). */
let cached: { token: string; me: Promise<Me> } | null = null;

async function fetchMe(): Promise<Me> {
  const call = () => fetch('/api/auth/me', { headers: { authorization: `Bearer ${getToken()}` } });
  let response = await call();
  if (response.status === 401 && (await refresh())) response = await call();
  if (!response.ok) throw new Error('Not signed in');
  return (await response.json()) as Me;
}

async function me(): Promise<Me> {
  if (!getToken() && !(await refresh())) throw new Error('Not signed in');
  const token = getToken()!;
  if (cached?.token !== token) {
    const pending = fetchMe();
    cached = { token, me: pending };
    pending.catch(() => {
      if (cached?.me === pending) cached = null;
    });
  }
  return cached.me;
}

/** Staff sign-in against the backend's auth module; members are refused here. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = (await response.json()) as Partial<SessionBody> & {
      message?: string;
      details?: { retryAfterMinutes?: number };
    };
    if (!response.ok) {
      if (response.status === 429)
        throw new Error(
          `Please wait ${body.details?.retryAfterMinutes ?? 5} minutes before trying again.`,
        );
      throw new Error('Invalid email or password. Please check your credentials and try again.');
    }
    if (!body.user || !STAFF_ROLES.includes(body.user.role)) {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
      throw new Error('This account has no access to the back office.');
    }
    cached = null;
    setToken(body.accessToken!);
  },
  async logout() {
    if (!foreignSession)
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(
        () => undefined,
      );
    foreignSession = false;
    cached = null;
    setToken(null);
  },
  async checkAuth() {
    const user = await me();
    // A member signed in on the portal: not here, but their portal session stays as it is.
    if (!STAFF_ROLES.includes(user.role)) {
      foreignSession = true;
      throw { redirectTo: 'login', message: false };
    }
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      if (await refresh()) return;
      setToken(null);
      throw new Error('Session expired');
    }
    // Another role's page: say so, but stay signed in.
    if (error.status === 403) throw { logoutUser: false, redirectTo: false, message: 'No access' };
  },
  async getIdentity() {
    const user = await me();
    return { id: user.id, fullName: user.profile.fullName ?? user.email };
  },
  async getPermissions() {
    return (await me()).role;
  },
  /** Mirrors the server's roles: hides menus and pages a role cannot use. */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    try {
      return canAccess((await me()).role, resource, action);
    } catch {
      return false;
    }
  },
};
