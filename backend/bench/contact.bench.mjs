// Contact API benchmark (`npm run bench`): POST /api/contact with wrk at 20 connections, every
// request a distinct email (the per-IP throttle raised by config), then the time from acceptance
// (the row's created_at) to the Twilio-compatible stub receiving the staff SMS.
// Targets: p99 <= 50 ms; delivery p95 <= 1 s. Queue on Redis (127.0.0.1:6379) as deployed, and on
// BullMQ's PostgreSQL backend (no Redis, as `npm start`).
// Needs the built backend (`npm run build`), Debian's wrk, PostgreSQL on 127.0.0.1:5432.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  dropDatabase,
  dropRedisKeys,
  DURATION,
  freePort,
  REDIS_URL,
  runBench,
  spawnBuilt,
  sql,
  startBackend as startBuiltBackend,
  stopProcess,
} from './support/services.mjs';
import { latency, loadAverage, wrk as runWrk } from './support/wrk.mjs';

const CONNECTIONS = 20;
const work = mkdtempSync(join(tmpdir(), 'fabrion-contact-bench-'));
const children = new Set();
const databases = [];
const redisPrefixes = [];

/** Twilio's Messages API, recording when each message (by the email in its body) arrived. */
async function startStub() {
  const received = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const text = new URLSearchParams(body).get('Body') ?? '';
      const email = /<([^ >]+@bench\.example)/.exec(text)?.[1];
      if (email && !received.has(email)) received.set(email, Date.now());
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}` }));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, received, server };
}

/**
 * The backend (`dist/main.js`) and, unless the queue worker runs in its process
 * (`QUEUE_WORKER_IN_PROCESS`), the notification worker (`dist/worker.js`) as docker-compose runs it.
 */
async function startBackend(database, stubUrl, env) {
  // BENCH_CPU_PROF_DIR=<dir>: V8 CPU profiles of the backend (written when it exits), to see where
  // the time per message goes.
  const args = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const {
    url,
    child,
    env: backendEnv,
  } = await startBuiltBackend(
    {
      SSR_RENDER_IP_LIMIT: '1000000000',
      DATABASE_URL: database,
      CONTACT_IP_LIMIT: '100000000',
      SMS_PROVIDER: 'twilio',
      SMS_API_BASE_URL: stubUrl,
      SMS_ACCOUNT_SID: 'ACbench',
      SMS_AUTH_TOKEN: 'bench',
      SMS_FROM: '+15005550006',
      SMS_STAFF_NUMBERS: '+40700000001',
      ...env,
    },
    { args, onSpawn: (spawned) => children.add(spawned) },
  );
  // Started once the backend has migrated, as in docker-compose.
  const worker =
    backendEnv.QUEUE_WORKER_IN_PROCESS === 'false'
      ? spawnBuilt('dist/worker.js', backendEnv, { args })
      : null;
  if (worker) children.add(worker);
  return { url, child, processes: worker ? [child, worker] : [child] };
}

const SCRIPT = `
local n = 0
function setup(thread) n = n + 1; thread:set("tid", n) end
local count = 0
function request()
  count = count + 1
  local body = '{"name":"Bench Visitor","email":"b' .. tid .. '.' .. count .. '.' .. run .. '@bench.example",' ..
    '"interest":"data-analytics","message":"A benchmark message of a reasonable length.","fillTimeMs":5000}'
  return wrk.format("POST", "/api/contact", {["Content-Type"] = "application/json"}, body)
end
`;

/**
 * wrk at CONNECTIONS connections; its output. Asynchronous: the stub lives in this process and
 * must keep answering (and timing) the SMS requests while wrk runs.
 */
const wrk = (url, duration, script) =>
  runWrk(url, { connections: CONNECTIONS, duration, script, async: true });

/** Waits (at most `ms`) until every stored submission whose email is LIKE `pattern` reached the stub. */
async function delivered(dbUrl, stub, pattern, ms) {
  const { rows } = await sql(
    dbUrl,
    `SELECT email FROM home_contact_submissions WHERE email LIKE $1`,
    [pattern],
  );
  const deadline = Date.now() + ms;
  while (rows.some((r) => !stub.received.has(r.email)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (ms) the processes have used so far (user + system; utime, stime of /proc/pid/stat). */
function cpuMs(processes) {
  let ticks = 0;
  for (const { pid } of processes) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * CPU time (ms) of the machine's PostgreSQL so far, when it runs here: its live processes plus
 * what the postmaster has reaped (connections that ended). NaN when no local PostgreSQL is seen.
 */
function postgresCpuMs() {
  let ticks = 0;
  let seen = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!stat.includes(' (postgres) ')) continue;
    const fields = stat.split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    let parentStat = '';
    try {
      parentStat = readFileSync(`/proc/${fields[1]}/stat`, 'utf8');
    } catch {
      // the parent ended meanwhile: not the postmaster
    }
    if (parentStat && !parentStat.includes(' (postgres) ')) {
      seen = true; // the postmaster: add its reaped children
      ticks += Number(fields[13]) + Number(fields[14]);
    }
  }
  return seen ? (ticks * 1000) / CLOCK_TICKS : NaN;
}

/** The delivery delay's median per second of acceptance: flat when the worker keeps up. */
function deliveryBySecond(rows, received) {
  const start = Math.min(...rows.map((r) => new Date(r.created_at).getTime()));
  const seconds = [];
  for (const row of rows) {
    const accepted = new Date(row.created_at).getTime();
    if (!received.has(row.email)) continue;
    (seconds[Math.floor((accepted - start) / 1000)] ??= []).push(
      received.get(row.email) - accepted,
    );
  }
  return seconds.map((delays) => delays.sort((a, b) => a - b)[delays.length >> 1] ?? NaN);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function scenario(name, env) {
  const { name: dbName, url: dbUrl } = await createDatabase('fabrion_bench_contact');
  databases.push(dbName);
  const stub = await startStub();
  const backend = await startBackend(dbUrl, stub.url, env);
  const run = randomBytes(3).toString('hex');
  const script = join(work, `${run}.lua`);
  writeFileSync(script, `run = "${run}"\n${SCRIPT}`);
  await wrk(backend.url, '2s', script); // warm-up
  await delivered(dbUrl, stub, `%.${run}@bench.example`, 60_000); // start from an empty queue
  writeFileSync(script, `run = "${run}m"\n${SCRIPT}`);
  const cpuBefore = cpuMs(backend.processes);
  const postgresBefore = postgresCpuMs();
  const text = await wrk(backend.url, DURATION, script);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const { rows } = await sql(
    dbUrl,
    `SELECT email, created_at FROM home_contact_submissions WHERE email LIKE $1`,
    [`%.${run}m@bench.example`],
  );
  const deadline = Date.now() + 120_000;
  while (rows.some((r) => !stub.received.has(r.email)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  // Everything the backend spent on these messages: requests, relay, queue, worker, provider calls.
  const cpuUsPerMessage = rows.length
    ? ((cpuMs(backend.processes) - cpuBefore) * 1000) / rows.length
    : NaN;
  // The database's share (statements, the PostgreSQL queue's functions), over the same span.
  const postgresUsPerMessage = rows.length
    ? ((postgresCpuMs() - postgresBefore) * 1000) / rows.length
    : NaN;
  const delays = rows
    .filter((r) => stub.received.has(r.email))
    .map((r) => stub.received.get(r.email) - new Date(r.created_at).getTime())
    .sort((a, b) => a - b);
  const figures = {
    cpuUsPerMessage,
    postgresUsPerMessage,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]),
    p50: latency(text, 50),
    p99: latency(text, 99),
    stored: rows.length,
    delivered: delays.length,
    deliveryP50: percentile(delays, 50),
    deliveryP95: percentile(delays, 95),
    non2xx,
  };
  const latencyMet = figures.p99 <= 50 && non2xx === 0;
  const deliveryMet = figures.delivered === figures.stored && figures.deliveryP95 <= 1000;
  console.log(
    `  ${name}\n    saturated: ${Math.round(figures.rps).toString().padStart(6)} req/s  p50 ${figures.p50.toFixed(2)} ms  p99 ${figures.p99.toFixed(2)} ms ${figures.p99 <= 50 ? '(ok)' : '(over 50 ms target)'}` +
      `  | ${figures.delivered}/${figures.stored} SMS, delivery p50 ${figures.deliveryP50} ms  p95 ${figures.deliveryP95} ms ${deliveryMet ? '(ok)' : '(over 1 s target)'}` +
      `  | CPU per message: backend ${Math.round(cpuUsPerMessage)} µs, PostgreSQL ${Math.round(postgresUsPerMessage)} µs` +
      (non2xx ? `  non-2xx: ${non2xx}` : ''),
  );
  console.log(
    `    delivery p50 by second of acceptance (ms): ${deliveryBySecond(rows, stub.received).join(' ')}`,
  );
  console.log(
    `    saturated-run targets (p99 <= 50 ms and delivery p95 <= 1 s together): ${latencyMet && deliveryMet ? 'MET' : 'NOT MET'}`,
  );
  // Under saturation the delivery figures above include any backlog the worker builds; the
  // delivery time of a single message is measured at a steady 20/s.
  const steady = await steadyDelivery(backend.url, dbUrl, stub, `${run}s`);
  console.log(
    `    at a steady 20 req/s: ${steady.delivered}/${steady.stored} SMS, delivery p50 ${steady.p50} ms  p95 ${steady.p95} ms ${steady.p95 <= 1000 ? '(ok)' : '(over 1 s target)'}`,
  );
  figures.steady = steady;
  for (const child of backend.processes) {
    children.delete(child);
    await stopProcess(child);
  }
  stub.server.close();
  return figures;
}

/** 200 submissions at 20 per second; acceptance (the row's created_at) to the stub's receipt. */
async function steadyDelivery(baseUrl, dbUrl, stub, run) {
  const count = 200;
  const started = Date.now();
  const posts = [];
  for (let i = 0; i < count; i += 1) {
    const due = started + i * 50;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    posts.push(
      fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Visitor',
          email: `steady${i}.${run}@bench.example`,
          interest: 'data-analytics',
          message: 'A benchmark message of a reasonable length.',
          fillTimeMs: 5000,
        }),
      }),
    );
  }
  await Promise.all(posts);
  const { rows } = await sql(
    dbUrl,
    `SELECT email, created_at FROM home_contact_submissions WHERE email LIKE $1`,
    [`%.${run}@bench.example`],
  );
  const deadline = Date.now() + 60_000;
  while (rows.some((r) => !stub.received.has(r.email)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const delays = rows
    .filter((r) => stub.received.has(r.email))
    .map((r) => stub.received.get(r.email) - new Date(r.created_at).getTime())
    .sort((a, b) => a - b);
  return {
    stored: rows.length,
    delivered: delays.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
  };
}

async function main() {
  if (spawnSync('wrk', ['--version']).error)
    throw new Error('wrk is missing (Debian: apt-get install wrk).');
  console.log(
    `POST /api/contact, wrk -t2 -c${CONNECTIONS} -d${DURATION}, distinct emails; ${cpus().length} CPUs, load ${loadAverage()}`,
  );
  // BENCH_QUEUES=deployed,redis,postgres (the default: all three) picks the set-ups.
  const queues = (process.env.BENCH_QUEUES ?? 'deployed,redis,postgres').split(',');
  const redis = () => {
    const prefix = `fabrion-bench-${randomBytes(3).toString('hex')}`;
    redisPrefixes.push(prefix);
    return { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  };
  if (queues.includes('deployed'))
    await scenario('as deployed (docker-compose): Redis queue, separate worker process', {
      ...redis(),
      QUEUE_WORKER_IN_PROCESS: 'false',
    });
  if (queues.includes('redis'))
    await scenario('Redis queue, worker in the backend process', redis());
  if (queues.includes('postgres'))
    await scenario('no Redis (npm start): PostgreSQL queue, worker in process', { REDIS_URL: '' });
}

async function cleanUp() {
  await Promise.all([...children].map(stopProcess));
  for (const name of databases) await dropDatabase(name);
  // Each run's queue keeps completed jobs for a week in the shared Redis.
  for (const prefix of redisPrefixes) await dropRedisKeys(prefix);
  rmSync(work, { recursive: true, force: true });
}

runBench(main, cleanUp);
