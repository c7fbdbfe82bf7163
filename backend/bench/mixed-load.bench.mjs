// Mixed load (`npm run bench -- mixed`): the deployment shape (nginx in front of two built
// backends and a worker, PostgreSQL and Redis of the machine) under a steady mix for
// BENCH_MIXED_SECONDS (default 300): public pages, the content API, sign-ins of 40 members and
// contact posts, each stream at its own constant rate (autocannon's overallRate). Targets: < 1 %
// errors beyond the intended 429s, p95 < 300 ms, resident memory of the backends growing < 10 %
// from the end of the first minute to the end. Needs `npm run build`, nginx, PostgreSQL and Redis.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sql } from './support/services.mjs';

const BACKEND = fileURLToPath(new URL('..', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
const MEMBERS = 40;
const ADMIN = { email: 'bench-admin@fabrion.test', password: 'Bench-Admin-Passw0rd!' };
/** Requests per second of each stream. */
const RATES = { pages: 20, content: 40, signIns: 4, contact: 4 };

const work = mkdtempSync(join(tmpdir(), 'fabrion-mixed-'));
const database = `fabrion_mixed_${Date.now()}_${randomBytes(3).toString('hex')}`;
const children = [];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: BACKEND,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`${name} exited (${code}): ${stderr}`);
  });
  children.push(child);
  return child;
}

async function healthy(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} not healthy`);
}

/** Resident memory of a process (kB). */
const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

function startNginx(port, backends) {
  const prefix = join(work, 'nginx');
  mkdirSync(join(prefix, 'conf.d'), { recursive: true });
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, 'tmp', temp), { recursive: true });
  const main = readFileSync(join(REPO, 'nginx', 'nginx.conf'), 'utf8')
    .replace('user nginx;', process.getuid?.() === 0 ? 'user root;' : '')
    .replace('pid /var/run/nginx.pid;', `pid ${prefix}/nginx.pid;`)
    .replace('error_log /var/log/nginx/error.log warn;', `error_log ${prefix}/error.log warn;`)
    .replace('access_log /var/log/nginx/access.log main;', 'access_log off;')
    .replace('include /etc/nginx/conf.d/*.conf;', `include ${prefix}/conf.d/*.conf;`)
    .replace(
      /http \{\n/,
      `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((n) => `  ${n}_temp_path ${prefix}/tmp/${n === 'client_body' ? 'client' : n};`)
        .join('\n')}\n`,
    );
  const site = readFileSync(join(REPO, 'nginx', 'conf.d', 'fabrion.conf'), 'utf8')
    .replace('server backend:3000;', backends.map((p) => `server 127.0.0.1:${p};`).join('\n  '))
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replace('root /usr/share/fabrion/frontend;', `root ${join(REPO, 'frontend', 'dist')};`)
    .replace(
      'alias /usr/share/fabrion/admin/assets/;',
      `alias ${join(REPO, 'admin', 'dist')}/assets/;`,
    );
  writeFileSync(join(prefix, 'conf.d', 'fabrion.conf'), site);
  writeFileSync(join(prefix, 'nginx.conf'), main);
  return start('nginx', NGINX, [
    '-p',
    prefix,
    '-c',
    join(prefix, 'nginx.conf'),
    '-g',
    'daemon off;',
  ]);
}

/** A local Twilio-style SMS endpoint (answers at once). */
async function startSmsStub() {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${randomUUID().replace(/-/g, '')}`, status: 'queued' }));
    });
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

function percentile(sorted, p) {
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
    : 0;
}

/** One stream at a steady rate; every response's status and time is recorded. */
function stream(name, url, rate, options) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url,
    connections: Math.max(2, Math.ceil(rate / 5)),
    overallRate: rate,
    duration: SECONDS,
    ...options,
    setupClient: (client) => {
      client.on('response', (status, _bytes, ms) => {
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
      options.setupClient?.(client);
    },
  });
  return new Promise((resolve, reject) =>
    instance
      .once('done', (result) => resolve({ name, result, latencies, statuses }))
      .once('error', reject),
  );
}

async function main() {
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${database}`;
  const sms = await startSmsStub();
  const env = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://fabrion.test',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `fabrion-mixed-${database}`,
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'true',
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_BREACH_API_URL: '',
    AUTH_ADMIN_EMAIL: ADMIN.email,
    AUTH_ADMIN_PASSWORD: ADMIN.password,
    MAIL_DIR: join(work, 'mail'),
    QUEUE_WORKER_IN_PROCESS: 'false',
    // Every request comes from 127.0.0.1: the per-IP limits would only measure themselves. The
    // per-e-mail sign-in and contact limits stay (their 429s are the intended ones).
    AUTH_LOGIN_IP_LIMIT: '1000000',
    AUTH_LINK_IP_LIMIT: '1000000',
    CONTACT_IP_LIMIT: '1000000',
    THROTTLE_DEFAULT_LIMIT: '1000000',
    SSR_RENDER_IP_LIMIT: '1000000',
    SMS_PROVIDER: 'twilio',
    SMS_API_BASE_URL: sms.url,
    SMS_ACCOUNT_SID: 'ACbench',
    SMS_AUTH_TOKEN: 'bench',
    SMS_FROM: '+15005550006',
    SMS_STAFF_NUMBERS: '+40700000001',
  };
  const ports = [await freePort(), await freePort()];
  const backends = [];
  for (const [i, port] of ports.entries()) {
    backends.push(
      start(`backend-${i + 1}`, process.execPath, ['dist/main.js'], { ...env, PORT: String(port) }),
    );
    if (i === 0) await healthy(`http://127.0.0.1:${port}`); // migrates and seeds first
  }
  await healthy(`http://127.0.0.1:${ports[1]}`);
  start('worker', process.execPath, ['dist/worker.js'], env);
  const nginxPort = await freePort();
  startNginx(nginxPort, ports);
  const base = `http://127.0.0.1:${nginxPort}`;
  await healthy(base);

  // Members to sign in: created by the admin, set up through their invitation links.
  const admin = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json();
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    const email = `bench-member-${i}@example.test`;
    await fetch(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ email, fullName: `Bench Member ${i}` }),
    });
    members.push({ email, password: `Bench-${i}-Member-Passw0rd!` });
  }
  for (const member of members) {
    let token;
    for (let tries = 0; !token && tries < 100; tries++) {
      const file = readdirSync(env.MAIL_DIR).find((name) =>
        name.includes(member.email.split('@')[0]),
      );
      if (file)
        token = /token_hash=3D([A-Za-z0-9_-]+)|token_hash=([A-Za-z0-9_-]+)/.exec(
          readFileSync(join(env.MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, ''),
        );
      if (!token) await sleep(100);
    }
    const done = await fetch(`${base}/api/auth/confirm/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token_hash: token[1] ?? token[2],
        type: 'invite',
        fullName: 'Bench Member',
        password: member.password,
      }),
    });
    if (done.status !== 200) throw new Error(`setup of ${member.email}: ${done.status}`);
  }
  const posts = await (await fetch(`${base}/api/blog-posts?pageSize=20`)).json();
  const pages = [
    '/',
    '/about',
    '/blog',
    '/case-studies',
    '/services/strategy',
    '/blog?page=2',
    '/about?lang=de',
    ...posts.items.slice(0, 5).map((p) => `/blog/${p.slug}`),
  ];
  const apis = [
    '/api/blog-posts?page=1',
    '/api/case-studies',
    '/api/insights?page=1',
    '/api/jobs',
    '/api/client-logos',
    '/api/blog-posts?page=1&q=digital',
    `/api/blog-posts/${posts.items[0].slug}`,
  ];

  let n = 0;
  const json = { 'content-type': 'application/json' };
  const memory = { start: null, end: null };
  setTimeout(
    () => (memory.start = backends.map((b) => rssKb(b.pid))),
    Math.min(60, SECONDS / 5) * 1000,
  );
  console.log(
    `Load: ${SECONDS} s at ${Object.entries(RATES)
      .map(([k, v]) => `${k} ${v}/s`)
      .join(', ')} through nginx`,
  );
  const results = await Promise.all([
    stream('public pages', base, RATES.pages, {
      requests: pages.map((path) => ({
        method: 'GET',
        path,
        headers: { 'accept-encoding': 'gzip' },
      })),
    }),
    stream('content API', base, RATES.content, {
      requests: apis.map((path) => ({ method: 'GET', path })),
    }),
    stream('sign-ins', base, RATES.signIns, {
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: json,
          setupRequest: (request) => {
            const member = members[n++ % MEMBERS];
            return {
              ...request,
              body: JSON.stringify({ email: member.email, password: member.password }),
            };
          },
        },
      ],
    }),
    stream('contact posts', base, RATES.contact, {
      requests: [
        {
          method: 'POST',
          path: '/api/contact',
          headers: json,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              name: 'Bench Visitor',
              email: `visitor.${randomUUID().slice(0, 12)}@example.com`,
              interest: 'digital-twin',
              message: 'We would like to talk about a digital twin.',
              fillTimeMs: 5000,
            }),
          }),
        },
      ],
    }),
  ]);
  memory.end = backends.map((b) => rssKb(b.pid));

  let total = 0;
  let intended = 0;
  let errors = 0;
  const all = [];
  console.log('\nstream            requests    2xx/3xx   429   errors   p50 ms   p95 ms   p99 ms');
  for (const { name, latencies, statuses, result } of results) {
    const count = Object.values(statuses).reduce((a, b) => a + b, 0);
    const ok = Object.entries(statuses)
      .filter(([s]) => Number(s) < 400)
      .reduce((a, [, c]) => a + c, 0);
    const limited = statuses[429] ?? 0;
    const failed = count - ok - limited + result.errors + result.timeouts;
    const sorted = [...latencies].sort((a, b) => a - b);
    all.push(...latencies);
    total += count + result.errors + result.timeouts;
    intended += limited;
    errors += failed;
    console.log(
      `${name.padEnd(16)} ${String(count).padStart(9)} ${String(ok).padStart(10)} ${String(limited).padStart(5)} ${String(failed).padStart(8)} ${String(percentile(sorted, 50)).padStart(8)} ${String(percentile(sorted, 95)).padStart(8)} ${String(percentile(sorted, 99)).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  const errorRate = errors / Math.max(1, total - intended);
  const p95 = percentile(all, 95);
  const growth =
    memory.end.reduce((a, b) => a + b, 0) / memory.start.reduce((a, b) => a + b, 0) - 1;
  console.log(
    `\nAll: ${total} requests, ${intended} intended 429s, errors beyond them ${(errorRate * 100).toFixed(2)} % (target < 1 %)`,
  );
  console.log(`p95 ${p95} ms (target < 300 ms), p99 ${percentile(all, 99)} ms`);
  console.log(
    `Backend RSS ${memory.start.map((k) => `${(k / 1024).toFixed(0)} MB`).join(' + ')} after the first minute -> ${memory.end.map((k) => `${(k / 1024).toFixed(0)} MB`).join(' + ')} at the end: ${(growth * 100).toFixed(1)} % (target < 10 %)`,
  );
  const met = errorRate < 0.01 && p95 < 300 && growth < 0.1;
  console.log(met ? 'All three targets met.' : 'TARGETS NOT MET.');
  sms.close();
  return met;
}

async function cleanup() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await sleep(2000);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

main()
  .then(async (met) => {
    await cleanup();
    process.exit(met ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
