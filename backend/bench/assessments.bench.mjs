// Assessments benchmark (`npm run bench`): saving a result (POST /api/assessments/:type/results,
// 20 answers, written with its 20 responses in one statement) with wrk at 20 connections, 20
// signed-in members taking turns. Baselines measured in the same run at the same concurrency:
// GET /api/health (no session) and GET /api/assessments/latest (the same members' sessions, one
// read). Target: save p99 <= 50 ms. Needs the built backend (`npm run build`), Debian's wrk,
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (throttling counters, as deployed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { Redis } from 'ioredis';
import pg from 'pg';

const BACKEND = fileURLToPath(new URL('..', import.meta.url));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = 'redis://127.0.0.1:6379';
const DURATION = process.env.BENCH_DURATION ?? '10s';
const CONNECTIONS = 20;
const MEMBERS = 20;
const PASSWORD = 'Bench-Harbour-42!Kx';
const TARGET_P99_MS = 50;
const work = mkdtempSync(join(tmpdir(), 'fabrion-assessments-bench-'));
const dbName = `fabrion_bench_assess_${Date.now()}_${randomBytes(3).toString('hex')}`;
const redisPrefix = `fabrion-bench-${dbName}`;
let backend = null;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function sql(url, statement, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startBackend(database) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  backend = spawn(process.execPath, ['dist/main.js'], {
    cwd: BACKEND,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Plain http on loopback: production would refuse it (and mail without SMTP_URL).
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: database,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      LOG_LEVEL: 'error',
      SEED_ON_START: 'false',
      AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
      AUTH_BREACH_API_URL: '',
      AUTH_LOGIN_IP_LIMIT: '100000',
      THROTTLE_DEFAULT_LIMIT: '1000000000',
      MAIL_DIR: join(work, 'mail'),
    },
  });
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('backend did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** 20 active members (as staff would create them), each signed in once: their access tokens. */
async function signedInMembers(database, url) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const tokens = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const email = `bench-member-${i}@bench.example`;
    const { rows } = await sql(
      database,
      `INSERT INTO users (email, password_hash, role, status) VALUES ($1, $2, 'member', 'active')
       RETURNING id`,
      [email, hash],
    );
    await sql(database, `INSERT INTO profiles (id, full_name, updated_at) VALUES ($1, $2, now())`, [
      rows[0].id,
      `Bench Member ${i}`,
    ]);
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    tokens.push((await response.json()).accessToken);
  }
  return tokens;
}

/** A wrk script: each request from the next member in turn (method, path and body given). */
function script(tokens, method, path, body) {
  const file = join(work, `${method.toLowerCase()}-${path.replace(/\W+/g, '-')}.lua`);
  writeFileSync(
    file,
    `local tokens = { ${tokens.map((t) => `"${t}"`).join(', ')} }
local body = ${body ? `'${body}'` : 'nil'}
local i = 0
function request()
  i = i + 1
  local headers = { ["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] }
  if body then headers["Content-Type"] = "application/json" end
  return wrk.format("${method}", "${path}", headers, body)
end
`,
  );
  return file;
}

function wrk(url, scriptFile) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${DURATION}`, '--latency'];
  if (scriptFile) args.push('-s', scriptFile);
  const result = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  return result.stdout;
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const latency = (text, p) => {
  const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
  return match ? Number(match[1]) * UNITS[match[2]] : NaN;
};
const figures = (text) => ({
  rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN),
  p50: latency(text, 50),
  p99: latency(text, 99),
  requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
  non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
});

function machine() {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  const wrkVersion = spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0];
  return { cores: cpus().length, model, wrkVersion, load: loadavg().map((l) => l.toFixed(2)) };
}

async function main() {
  const answers = Array.from({ length: 20 }, (_, i) => ({ questionId: i + 1, score: (i % 5) + 1 }));
  await sql(ADMIN_URL, `CREATE DATABASE "${dbName}"`);
  const database = databaseUrl(dbName);
  const url = await startBackend(database);
  const tokens = await signedInMembers(database, url);
  const { rows } = await sql(database, 'SHOW server_version');
  const info = machine();
  console.log(
    `Machine: ${info.cores} cores, ${info.model}; Node ${process.version}, PostgreSQL ${rows[0].server_version}, ${info.wrkVersion}; load average ${info.load.join(' ')}`,
  );
  console.log(`wrk: 2 threads, ${CONNECTIONS} connections, ${DURATION} each, ${MEMBERS} members\n`);

  const runs = [
    ['GET /api/health (baseline, no session)', wrk(`${url}/api/health`)],
    [
      'GET /api/assessments/latest (baseline, signed in)',
      wrk(`${url}/api/assessments/latest`, script(tokens, 'GET', '/api/assessments/latest')),
    ],
    [
      'POST /api/assessments/maas/results (save)',
      wrk(
        `${url}/api/assessments/maas/results`,
        script(tokens, 'POST', '/api/assessments/maas/results', JSON.stringify({ answers })),
      ),
    ],
  ].map(([label, output]) => ({ label, ...figures(output) }));

  for (const run of runs)
    console.log(
      `${run.label.padEnd(52)} ${run.rps.toFixed(0).padStart(6)} rps   p50 ${run.p50.toFixed(2).padStart(7)} ms   p99 ${run.p99.toFixed(2).padStart(7)} ms${run.non2xx ? `   non-2xx ${run.non2xx}` : ''}`,
    );
  const [, latest, save] = runs;
  const stored = await sql(
    database,
    `SELECT (SELECT count(*) FROM assessment_results)::int AS results,
            (SELECT count(*) FROM assessment_responses)::int AS responses`,
  );
  const { results, responses } = stored.rows[0];
  console.log(
    `\nSave vs the signed-in read: ${(save.p99 / latest.p99).toFixed(2)}x p99, ${(save.rps / latest.rps).toFixed(2)}x rps`,
  );
  console.log(
    `Stored: ${results} results with ${responses} responses (${(responses / Math.max(results, 1)).toFixed(0)} each) for ${save.requests} saves`,
  );
  const ok = save.non2xx === 0 && latest.non2xx === 0 && responses === results * 20;
  const met = save.p99 <= TARGET_P99_MS;
  console.log(
    `Target save p99 <= ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'} (${save.p99.toFixed(2)} ms)${ok ? '' : '; ERRORS: non-2xx answers or missing responses'}`,
  );
  if (!ok) process.exitCode = 1;
}

async function cleanUp() {
  if (backend) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
  }
  await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    for await (const keys of client.scanStream({ match: `${redisPrefix}*`, count: 1000 }))
      if (keys.length > 0) await client.unlink(...keys);
  } catch {
    // Redis gone: nothing to remove
  } finally {
    client.disconnect();
  }
  rmSync(work, { recursive: true, force: true });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    process.exitCode = 1;
    await cleanUp();
  });
