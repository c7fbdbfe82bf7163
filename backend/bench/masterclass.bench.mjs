// Masterclass benchmark (`npm run bench -- masterclass`): the tutor's offline answer
// (POST /api/tutor/chat: validation, per-member limits in Redis, full-text retrieval over 1,000
// lessons of transcript, the extractive answer) at 10 connections by 10 signed-in members, and the
// cached course list as shipped (GET /api/masterclass, signed in) at the same concurrency. Targets: tutor p95
// <= 100 ms; course list p99 <= 10 ms. Needs the built backend (`npm run build`), Debian's wrk,
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
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
const CONNECTIONS = 10;
const MEMBERS = 10;
const LESSONS = 1000;
const PASSWORD = 'Bench-Harbour-42!Kx';
const TARGET_TUTOR_P95_MS = 100;
const TARGET_LIST_P99_MS = 10;
const QUESTIONS = [
  'How long is the term of a Machine-as-a-Service subscription?',
  'What does billing-grade metering need?',
  'How do I agree a baseline for a performance-based contract?',
  'Why does redeployment matter for Robotics-as-a-Service?',
  'How should sales compensation change with recurring revenue?',
];
const work = mkdtempSync(join(tmpdir(), 'fabrion-masterclass-bench-'));
const dbName = `fabrion_bench_course_${Date.now()}_${randomBytes(3).toString('hex')}`;
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
      SEED_ON_START: 'true',
      TUTOR_LLM_URL: '',
      TUTOR_RATE_LIMIT: '100000000',
      TUTOR_DAILY_LIMIT: '100000000',
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

/** Active members (as staff would create them), each signed in once: their access tokens. */
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

/**
 * Grows the seeded course to LESSONS lessons in 50 more sections: each new lesson's transcript
 * is the seeded transcripts' sentences shuffled into a new text of similar length (the same
 * vocabulary, different documents), so retrieval works on realistic text.
 */
async function growCourse(database) {
  const seeded = await sql(
    database,
    'SELECT title, description, transcript FROM masterclass_modules_lessons',
  );
  const sentences = seeded.rows.flatMap((row) => row.transcript.split(/(?<=[.!?])\s+/));
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const missing = LESSONS - seeded.rows.length;
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const sections = await client.query(
      `INSERT INTO masterclass_modules (title, order_index)
       SELECT 'Bench section ' || n, 100 + n FROM generate_series(1, 50) AS n RETURNING id`,
    );
    const rows = Array.from({ length: missing }, (_, i) => {
      const text = Array.from(
        { length: 14 },
        () => sentences[Math.floor(random() * sentences.length)],
      ).join(' ');
      const source = seeded.rows[i % seeded.rows.length];
      return [
        sections.rows[i % 50].id,
        `${source.title} (${i + 1})`,
        source.description,
        text,
        Math.floor(i / 50),
      ];
    });
    await client.query(
      `INSERT INTO masterclass_modules_lessons (section_id, title, description, duration, transcript, order_index)
       SELECT s, t, d, '10:00', x, o FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) AS r(s, t, d, x, o)`,
      [0, 1, 2, 3, 4].map((k) => rows.map((row) => row[k])),
    );
    const total = await client.query(
      'SELECT count(*)::int AS n, sum(length(transcript))::int AS chars FROM masterclass_modules_lessons',
    );
    return total.rows[0];
  } finally {
    await client.end();
  }
}

/** A wrk script: members in turn; questions in turn for the tutor; prints p95 at the end. */
function script(tokens, method, path, bodies) {
  const file = join(work, `${method.toLowerCase()}-${path.replace(/\W+/g, '-')}.lua`);
  writeFileSync(
    file,
    `local tokens = { ${tokens.map((t) => `"${t}"`).join(', ')} }
local bodies = { ${(bodies ?? []).map((b) => `[[${b}]]`).join(', ')} }
local i = 0
function request()
  i = i + 1
  local headers = { ["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] }
  local body = nil
  if #bodies > 0 then
    headers["Content-Type"] = "application/json"
    body = bodies[(i % #bodies) + 1]
  end
  return wrk.format("${method}", "${path}", headers, body)
end
function done(summary, latency, requests)
  io.write(string.format("p95 %.3f ms\\n", latency:percentile(95.0) / 1000))
end
`,
  );
  return file;
}

function wrk(url, scriptFile) {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${DURATION}`, '--latency', '-s', scriptFile];
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
  p95: Number(/p95 ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
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
  await sql(ADMIN_URL, `CREATE DATABASE "${dbName}"`);
  const database = databaseUrl(dbName);
  const url = await startBackend(database);
  const tokens = await signedInMembers(database, url);
  // Baseline: the lightest signed-in read (the session check every member route pays: a JWT,
  // the session and user rows and the session's last-activity update).
  const meOutput = wrk(`${url}/api/auth/me`, script(tokens, 'GET', '/api/auth/me'));
  // The course list as shipped (the seeded course), cached after the first request.
  const listOutput = wrk(`${url}/api/masterclass`, script(tokens, 'GET', '/api/masterclass'));
  const course = await growCourse(database);
  const lesson = (
    await sql(
      database,
      `SELECT id FROM masterclass_modules_lessons WHERE title = 'Designing a Machine-as-a-Service offer'`,
    )
  ).rows[0].id;
  const { rows } = await sql(database, 'SHOW server_version');
  const info = machine();
  console.log(
    `Machine: ${info.cores} cores, ${info.model}; Node ${process.version}, PostgreSQL ${rows[0].server_version}, ${info.wrkVersion}; load average ${info.load.join(' ')}`,
  );
  console.log(
    `Course list: the shipped course; tutor: ${course.n} lessons, ${(course.chars / 1e6).toFixed(2)} M characters of transcript; wrk: 2 threads, ${CONNECTIONS} connections, ${DURATION} each, ${MEMBERS} members\n`,
  );
  const bodies = QUESTIONS.map((message) => JSON.stringify({ message, currentLesson: lesson }));
  const runs = [
    ['GET /api/auth/me (baseline, signed in)', meOutput],
    ['GET /api/masterclass (cached, signed in)', listOutput],
    [
      'POST /api/tutor/chat (offline tutor)',
      wrk(`${url}/api/tutor/chat`, script(tokens, 'POST', '/api/tutor/chat', bodies)),
    ],
  ].map(([label, output]) => ({ label, ...figures(output) }));
  for (const run of runs)
    console.log(
      `${run.label.padEnd(44)} ${run.rps.toFixed(0).padStart(6)} rps   p50 ${run.p50.toFixed(2).padStart(7)} ms   p95 ${run.p95.toFixed(2).padStart(7)} ms   p99 ${run.p99.toFixed(2).padStart(7)} ms${run.non2xx ? `   non-2xx ${run.non2xx}` : ''}`,
    );
  const [, list, tutor] = runs;
  const ok = list.non2xx === 0 && tutor.non2xx === 0;
  console.log(
    `\nTarget tutor p95 <= ${TARGET_TUTOR_P95_MS} ms: ${tutor.p95 <= TARGET_TUTOR_P95_MS ? 'met' : 'NOT met'} (${tutor.p95.toFixed(2)} ms)`,
  );
  console.log(
    `Target course list p99 <= ${TARGET_LIST_P99_MS} ms: ${list.p99 <= TARGET_LIST_P99_MS ? 'met' : 'NOT met'} (${list.p99.toFixed(2)} ms)${ok ? '' : '; ERRORS: non-2xx answers'}`,
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
