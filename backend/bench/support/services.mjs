// The machine's PostgreSQL and Redis and the built backend, as every bench uses them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/** BENCH_BACKEND_DIR: another build to measure (e.g. main's, for a before/after in one sitting). */
export const BACKEND =
  process.env.BENCH_BACKEND_DIR ?? fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = 'redis://127.0.0.1:6379';
export const DURATION = process.env.BENCH_DURATION ?? '10s';

/**
 * BENCH_PORTS=<first>-<last>: the ports the bench's servers take, in turn (on a shared machine,
 * the range given to this user); without it, any free port.
 */
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = range ? Number(range[1]) : 0;

const probe = (port) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });

/** A port nothing listens on (from BENCH_PORTS when set). */
export async function freePort() {
  if (!range) return probe(0);
  for (; nextInRange <= Number(range[2]); nextInRange += 1) {
    const port = nextInRange;
    if (await probe(port).catch(() => null)) {
      nextInRange += 1;
      return port;
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** One statement on a connection of its own. */
export async function sql(url, statement, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/** The admin URL pointed at database `name`. */
export function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database `<prefix>_<time>_<random>`: its name and URL. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await sql(ADMIN_URL, `CREATE DATABASE "${name}"`);
  return { name, url: databaseUrl(name) };
}

export function dropDatabase(name) {
  return sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
}

/** Removes every key under `prefix` from the shared Redis (nothing when Redis is gone). */
export async function dropRedisKeys(prefix) {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    for await (const keys of client.scanStream({ match: `${prefix}*`, count: 1000 }))
      if (keys.length > 0) await client.unlink(...keys);
  } catch {
    // Redis gone: nothing to remove
  } finally {
    client.disconnect();
  }
}

/** Waits until `url` answers 2xx. */
export async function waitForOk(url, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; ;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `node <args> <script>` in the backend folder (`dist/worker.js`), with `env` over this process's. */
export function spawnBuilt(script, env, { args = [], stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [...args, script], {
    cwd: BACKEND,
    stdio: ['ignore', 'ignore', stdio],
    env: { ...process.env, ...env },
  });
}

/**
 * The built backend (`dist/main.js`) on a free port, plain http on loopback (NODE_ENV
 * development: production would refuse it, and mail without SMTP_URL), throttling raised, once
 * `/api/health` answers: `{ url, child, env }`. `env` adds to or overrides the defaults; `args`
 * go to node first (`--cpu-prof`).
 */
export async function startBackend(env, options = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const backendEnv = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'error',
    SEED_ON_START: 'false',
    THROTTLE_DEFAULT_LIMIT: '1000000000',
    ...env,
  };
  const child = spawnBuilt('dist/main.js', backendEnv, options);
  options.onSpawn?.(child);
  await waitForOk(`${url}/api/health`);
  return { url, child, env: backendEnv };
}

/** SIGTERM, and the exit. */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs `main`, then `cleanUp` whatever happened (exit code 1 on an error). */
export function runBench(main, cleanUp) {
  main()
    .then(cleanUp)
    .catch(async (error) => {
      console.error(error);
      process.exitCode = 1;
      await cleanUp();
    });
}
