import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { mailConfig } from './mail.config';

/** Runs `read` with these variables set (and every other one as it was). */
function withEnv<T>(env: Record<string, string | undefined>, read: () => T): T {
  const previous = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    return read();
  } finally {
    process.env = previous;
  }
}

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://fabrion.example',
  SMTP_URL: 'smtp://mail.example:587',
  AUTH_JWT_SECRET: 'x'.repeat(32),
};

describe('production start-up refusals', () => {
  it('should start with a complete production configuration', () => {
    expect(() =>
      withEnv(production, () => [appConfig(), authConfig(), mailConfig()]),
    ).not.toThrow();
  });

  it('should refuse production without a mail transport rather than log links', () => {
    expect(() => withEnv({ ...production, SMTP_URL: undefined }, () => mailConfig())).toThrow(
      /SMTP_URL/,
    );
  });

  it('should refuse production with a plain-http PUBLIC_URL', () => {
    expect(() =>
      withEnv({ ...production, PUBLIC_URL: 'http://fabrion.example' }, () => appConfig()),
    ).toThrow(/PUBLIC_URL/);
  });

  it('should refuse production with an AUTH_JWT_SECRET shorter than 32 bytes', () => {
    expect(() =>
      withEnv({ ...production, AUTH_JWT_SECRET: 'x'.repeat(31) }, () => authConfig()),
    ).toThrow(/AUTH_JWT_SECRET/);
  });

  it('should allow plain http and the log mail outside production', () => {
    const env = {
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: undefined,
    };
    expect(() => withEnv(env, () => [appConfig(), mailConfig()])).not.toThrow();
  });
});

describe('refresh cookie', () => {
  it('should be __Host- and Secure whenever PUBLIC_URL is https, whatever its letter case', () => {
    const config = withEnv({ PUBLIC_URL: 'HTTPS://Fabrion.Example', NODE_ENV: 'test' }, () =>
      authConfig(),
    );
    expect(config.secureCookie).toBe(true);
    expect(config.refreshCookieName).toBe('__Host-fabrion_refresh');
  });
});
