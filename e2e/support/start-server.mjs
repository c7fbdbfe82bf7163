// Starts the built backend (which serves the built frontend and admin) for the e2e run, on a
// database created for this run on the machine's PostgreSQL; the database is dropped on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSmsStub } from './sms-stub.mjs';

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `fabrion_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE "${name}"`);

// Keep in step with support/server-env.ts (E2E_MAIL_DIR, E2E_ADMIN).
const port = process.env.E2E_PORT ?? '3199';
const mailDir = fileURLToPath(new URL(`../test-results/.mail-${port}/`, import.meta.url));
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

// Staff SMS go to a local Twilio-compatible stub (the back office's queue tests fail one on purpose).
const sms = await startSmsStub();
// The run's database, for fixtures that seed what no API creates (staff roles).
writeFileSync(
  `${mailDir}../.server-${port}.json`,
  JSON.stringify({ databaseUrl: dbUrl.toString() }),
);

const backend = fileURLToPath(new URL('../../backend/', import.meta.url));
const child = spawn(process.execPath, ['dist/main.js'], {
  cwd: backend,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Plain http on 127.0.0.1 and mail to MAIL_DIR: production would refuse both.
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3199',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3199'}`,
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `fabrion-e2e-${name}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED_ON_START: 'true',
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_BREACH_API_URL: '',
    AUTH_ADMIN_EMAIL: 'e2e-admin@fabrion.test',
    AUTH_ADMIN_PASSWORD: 'E2e-Admin-Passw0rd!',
    MAIL_DIR: mailDir,
    // Every browser and API call of the run comes from 127.0.0.1 and the fixtures sign the first
    // admin in from each worker: the sign-in limits (5 per e-mail, per-IP cap) are proven by the
    // integration tests against two instances; here they would only throttle the suite.
    AUTH_LOGIN_EMAIL_LIMIT: '100',
    // The contact form's per-IP throttle and minimum fill time are proven by integration tests;
    // here every submission comes from 127.0.0.1 and a robot fills forms in well under 2 s.
    CONTACT_IP_LIMIT: '1000',
    CONTACT_MIN_FILL_MS: '0',
    AUTH_LOGIN_IP_LIMIT: '5000',
    // Page renders per IP: every browser of the suite is 127.0.0.1 (the limit has its own test).
    SSR_RENDER_IP_LIMIT: '100000',
    AUTH_LINK_IP_LIMIT: '5000',
    ...sms.env,
  },
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  await new Promise((resolve) => child.once('exit', resolve));
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
child.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
