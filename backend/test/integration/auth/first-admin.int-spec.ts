import { DataSource } from 'typeorm';
import { createAuthApp, login, uniqueEmail } from '../../setup/auth-app';

/** The first administrator comes from configuration on the first start, once. */
describe('First administrator', () => {
  beforeAll(async () => {
    // Suites run one at a time on the run's database: make this a "first start" (no admin yet).
    const { app } = await createAuthApp();
    await app.get(DataSource).query(`DELETE FROM users WHERE role = 'admin'`);
    await app.close();
  });

  it('should create the configured admin once and let them sign in', async () => {
    const email = uniqueEmail('root-admin');
    const env = { AUTH_ADMIN_EMAIL: email, AUTH_ADMIN_PASSWORD: 'Bootstrap-Admin-77q' };
    const first = await createAuthApp({ env });
    const signedIn = await login(first.app, email, 'Bootstrap-Admin-77q');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { role: 'admin', email } });
    await first.app.close();

    const second = await createAuthApp({
      env: { ...env, AUTH_ADMIN_EMAIL: uniqueEmail('second-admin') },
    });
    try {
      const admins = await second.app
        .get(DataSource)
        .query(`SELECT email FROM users WHERE role = 'admin'`);
      expect(admins.filter((a: { email: string }) => a.email.startsWith('second-admin'))).toEqual(
        [],
      );
    } finally {
      await second.app.close();
    }
  });
});
