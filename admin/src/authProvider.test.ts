import { afterEach, describe, expect, it, vi } from 'vitest';
import { canAccess } from './access';
import { authProvider } from './authProvider';
import { getToken, setToken } from './session';

const user = (role: string) => ({
  id: `id-${role}`,
  email: `${role}@example.test`,
  role,
  profile: { fullName: null },
});

/** A backend that signs in one user and answers /me with them. */
function backend(role: string) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/login')
      return Response.json({ accessToken: `token-${role}`, expiresIn: 900, user: user(role) });
    if (url === '/api/auth/me') return Response.json(user(role));
    if (url === '/api/auth/logout') return new Response(null, { status: 204 });
    return new Response(null, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const RESOURCES = ['users', 'posts', 'case-studies', 'jobs', 'client-logos'];

describe('authProvider', () => {
  afterEach(async () => {
    await authProvider.logout({});
    vi.unstubAllGlobals();
  });

  it.each([
    ['editor', ['posts', 'case-studies', 'jobs', 'client-logos']],
    ['account_manager', ['users']],
    ['admin', RESOURCES],
    ['ops', []],
  ])('should let %s open exactly %j', async (role, allowed) => {
    backend(role);
    await authProvider.login({ username: `${role}@example.test`, password: 'x' });
    const access = await Promise.all(
      RESOURCES.map((resource) => authProvider.canAccess!({ resource, action: 'list' })),
    );
    expect(RESOURCES.filter((_, i) => access[i])).toEqual(allowed);
    expect(await authProvider.getPermissions!({})).toBe(role);
  });

  it('should refuse a member at sign-in and end the session it opened', async () => {
    const fetchMock = backend('member');
    await expect(
      authProvider.login({ username: 'member@example.test', password: 'x' }),
    ).rejects.toThrow('This account has no access to the back office.');
    expect(getToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/logout');
  });

  it('should send a portal member to the sign-in page without ending their session', async () => {
    const fetchMock = backend('member');
    setToken('token-member');
    await expect(authProvider.checkAuth!({})).rejects.toMatchObject({ redirectTo: 'login' });
    // React-admin follows a failed check with logout: the portal session must survive it.
    await authProvider.logout({});
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/logout');
    expect(getToken()).toBeNull();
  });

  it('should ask the server who is signed in once per access token', async () => {
    const fetchMock = backend('editor');
    setToken('token-editor');
    await Promise.all([
      authProvider.getPermissions!({}),
      authProvider.canAccess!({ resource: 'posts', action: 'list' }),
      authProvider.getIdentity!(),
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/me')).toHaveLength(1);
  });

  it('should keep a staff member signed in on a 403 and sign out on an unrecoverable 401', async () => {
    backend('editor');
    setToken('token-editor');
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({
      logoutUser: false,
    });
    expect(getToken()).toBe('token-editor');
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow('Session expired');
    expect(getToken()).toBeNull();
  });

  it('should allow creating staff accounts to admins only', () => {
    expect(canAccess('admin', 'users', 'staff')).toBe(true);
    expect(canAccess('account_manager', 'users', 'staff')).toBe(false);
    expect(canAccess('account_manager', 'users', 'create')).toBe(true);
    expect(canAccess(undefined, 'posts')).toBe(false);
    expect(canAccess('ops', 'queue-jobs')).toBe(true);
    expect(canAccess('ops', 'leads')).toBe(false);
    expect(canAccess('editor', 'security-events')).toBe(false);
    expect(canAccess('account_manager', 'leads')).toBe(true);
  });
});
