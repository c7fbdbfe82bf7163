// Content API benchmark (`npm run bench`): wrk at 50 connections, 10 s per run.
//  1. nginx serving a static copy of the exact bytes of GET /api/blog-posts?page=1, then the
//     backend on the same URL (served from its memory cache). Targets: >= 50 % of nginx's
//     requests per second, p99 <= 10 ms.
//  2. The same list and a search with the memory cache off (every request queries PostgreSQL), at
//     100 and at 100,000 posts in a bench database of its own. Target: <= 1.5x latency growth.
// Needs the built backend (`npm run build`), Debian's wrk and nginx, PostgreSQL on 127.0.0.1:5432.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './support/services.mjs';

const BACKEND = fileURLToPath(new URL('..', import.meta.url));
const NGINX_CONF = fileURLToPath(new URL('../../nginx/nginx.conf', import.meta.url));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const DURATION = process.env.BENCH_DURATION ?? '10s';
const CONNECTIONS = 50;
const LIST_URL = '/api/blog-posts?page=1';
const SEARCHES = [
  ['search, rare word', '/api/blog-posts?page=1&q=servitization'],
  ['search, common phrase', '/api/blog-posts?page=1&q=digital%20twin'],
];

const work = mkdtempSync(join(tmpdir(), 'fabrion-bench-'));
const database = `fabrion_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
const children = new Set();

function need(condition, message) {
  if (!condition) {
    console.error(message);
    process.exit(1);
  }
}

/** Runs the statements one after the other on one connection; returns the last result. */
async function sql(url, ...statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let result;
    for (const statement of statements) result = await client.query(statement);
    return result;
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The body of a GET, on a connection of its own (a pooled one may have been closed meanwhile). */
async function getBytes(url) {
  const response = await fetch(url, { headers: { connection: 'close' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The response headers a server sends for `url`, without the per-connection ones. */
async function getHeaders(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...response.headers].filter(([name]) => !skip.has(name)));
}

/** A bare node:http server answering every request with `file` and `headers`. */
async function startBareNode(file, headers) {
  const port = await freePort();
  const source = `
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
    require('node:http')
      .createServer((request, response) => {
        response.writeHead(200, headers);
        response.end(body);
      })
      .listen(Number(process.env.PORT), '127.0.0.1');`;
  const child = track(
    spawn(process.execPath, ['-e', source], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BODY_FILE: file,
        HEADERS: JSON.stringify(headers),
        PORT: String(port),
      },
    }),
    'bare node',
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${LIST_URL}`);
  return { child, url };
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function track(child, name) {
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (code && !child.stopping) console.error(`${name} exited with ${code ?? signal}:\n${output}`);
  });
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startBackend(env) {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, ['dist/main.js'], {
      cwd: BACKEND,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Plain http on loopback: production would refuse it (and mail without SMTP_URL).
        NODE_ENV: 'development',
        SSR_RENDER_IP_LIMIT: '1000000000',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl(),
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        THROTTLE_DEFAULT_LIMIT: '1000000000',
        SEED_ON_START: 'true',
        ...env,
      },
    }),
    'backend',
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return { child, url };
}

/** The shipped nginx.conf, with a static server answering every request with `file`. */
async function startStaticNginx(file, workers) {
  const prefix = join(work, `nginx-${workers}`);
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const port = await freePort();
  const server = `
  server {
    listen 127.0.0.1:${port};
    access_log off;
    location = /api/blog-posts {
      root ${dirname(file)};
      try_files /${basename(file)} =404;
    }
  }`;
  const replacements = [
    ['user nginx;', process.getuid?.() === 0 ? 'user root;' : ''],
    ['worker_processes auto;', `worker_processes ${workers};`],
    ['pid /var/run/nginx.pid;', `pid ${prefix}/nginx.pid;`],
    ['error_log /var/log/nginx/error.log warn;', `error_log ${prefix}/error.log warn;`],
    ['access_log /var/log/nginx/access.log main;', 'access_log off;'],
    [
      'include /etc/nginx/conf.d/*.conf;',
      `client_body_temp_path ${prefix}/tmp; proxy_temp_path ${prefix}/tmp;${server}`,
    ],
  ];
  let config = readFileSync(NGINX_CONF, 'utf8');
  for (const [from, to] of replacements) {
    need(config.includes(from), `nginx/nginx.conf no longer contains "${from}": update the bench`);
    config = config.replace(from, to);
  }
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const child = track(
    spawn(
      NGINX,
      [
        '-p',
        prefix,
        '-e',
        join(prefix, 'error.log'),
        '-c',
        join(prefix, 'nginx.conf'),
        '-g',
        'daemon off;',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
    'nginx',
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${LIST_URL}`);
  return { child, url };
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
function parseLatency(text, percentile) {
  const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
  return match ? Number(match[1]) * UNITS[match[2]] : NaN;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (ms) used so far by a process and its direct children (nginx's workers). */
function cpuMs(pid) {
  const stat = (p) => {
    try {
      // Fields after the command name: state ppid ... utime (14th) stime (15th) of the whole line.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  let ticks = stat(pid)?.ticks ?? 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const child = stat(entry);
    if (child?.ppid === pid) ticks += child.ticks;
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * wrk against `url`; with `pid`, also the server's CPU time per request, which (unlike requests
 * per second) does not depend on what else the machine is doing.
 */
function wrk(url, duration = DURATION, pid) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${duration}`, '--latency', url], {
    encoding: 'utf8',
  });
  need(result.status === 0, `wrk failed: ${result.stderr}`);
  const text = result.stdout;
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(text)?.[1];
  const requests = Number(/(\d+) requests in/.exec(text)?.[1] ?? 0);
  return {
    cpuUsPerRequest: pid && requests ? ((cpuMs(pid) - cpuBefore) * 1000) / requests : NaN,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]),
    p50: parseLatency(text, 50),
    p99: parseLatency(text, 99),
    errors: errors + (socketErrors ? ` (${socketErrors})` : ''),
  };
}

const fmt = {
  rps: (value) => Math.round(value).toLocaleString('en-US').padStart(9),
  ms: (value) => `${value.toFixed(2)} ms`.padStart(10),
  pct: (value) => `${(value * 100).toFixed(0)} %`,
  x: (value) => `${value.toFixed(2)}x`,
};

const HEADER = `  ${''.padEnd(34)}${'req/s'.padStart(9)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'CPU/req'.padStart(10)}`;

function row(name, result, extra = '') {
  const cpu = Number.isNaN(result.cpuUsPerRequest)
    ? ''
    : `${Math.round(result.cpuUsPerRequest)} µs`;
  console.log(
    `  ${name.padEnd(34)}${fmt.rps(result.rps)}${fmt.ms(result.p50)}${fmt.ms(result.p99)}${cpu.padStart(10)}  ${result.errors ? `errors: ${result.errors} ` : ''}${extra}`,
  );
}

async function insertPosts(url, count) {
  // Deterministic, varied titles and excerpts from an industrial vocabulary; 5 % drafts and 2 %
  // unparsable dates, as a real archive would have.
  await sql(
    url,
    'SELECT setseed(0.42)',
    `INSERT INTO home_blog_posts (slug, title, date, published_on, excerpt, image, category, read_time,
                                  author, author_role, content, published, created_at)
     SELECT 'bench-' || n,
            (ARRAY['Practical','Lean','Scalable','Remote','Data-driven','Secure','Affordable','Modular','Robust','Connected'])[1 + floor(random() * 10)::int]
              || ' ' || (ARRAY['predictive maintenance','condition monitoring','energy metering','fleet telemetry','quality inspection','usage-based billing','spare-parts planning','demand forecasting','digital twin','edge computing'])[1 + floor(random() * 10)::int]
              || ' for ' || (ARRAY['machine builders','cold storage','distribution centers','data centers','food processing','packaging lines','robot fleets','hospitals','hotels','solar parks'])[1 + floor(random() * 10)::int]
              || ', part ' || n,
            CASE WHEN random() < 0.02 THEN 'Undated' ELSE to_char(d, 'FMMonth FMDD, YYYY') END,
            CASE WHEN random() < 0.02 THEN NULL ELSE d END,
            'Notes from project ' || n || ' on ' || (ARRAY['sensor data','contracts','pricing','reliability','operations','training'])[1 + floor(random() * 6)::int] || ' and what we would do again.',
            'blog/energy.svg',
            (ARRAY['ai','automation','strategy','innovation'])[1 + floor(random() * 4)::int],
            '5 min read', 'Bench Author', 'Engineer', 'Generated body of a benchmark post.',
            random() >= 0.05,
            now() - (n || ' minutes')::interval
     FROM (SELECT n, (date '2015-01-01' + floor(random() * 3900)::int) AS d
           FROM generate_series((SELECT count(*) FROM home_blog_posts) + 1, ${count}) AS n) AS rows`,
    'VACUUM ANALYZE home_blog_posts',
  );
}

async function scaling(backendUrl, pid, posts) {
  await insertPosts(databaseUrl(), posts);
  const published = (await sql(databaseUrl(), 'SELECT count(*)::int AS n FROM home_blog_posts'))
    .rows[0].n;
  const results = {};
  for (const [name, path] of [['list, page 1', LIST_URL], ...SEARCHES]) {
    const body = JSON.parse((await getBytes(`${backendUrl}${path}`)).toString());
    wrk(`${backendUrl}${path}`, '2s'); // warm-up
    results[name] = { ...wrk(`${backendUrl}${path}`, DURATION, pid), total: body.total };
    row(`${name} (${published} posts)`, results[name], `total=${body.total}`);
  }
  return results;
}

async function main() {
  need(
    existsSync(join(BACKEND, 'dist', 'main.js')),
    'backend/dist/main.js is missing: run "npm run build" first.',
  );
  need(
    spawnSync('wrk', ['--version']).error === undefined,
    'wrk is missing (Debian: apt-get install wrk).',
  );
  need(existsSync(NGINX), `${NGINX} is missing (Debian: apt-get install nginx).`);
  await sql(ADMIN_URL, `CREATE DATABASE "${database}"`);

  console.log(
    `Bench database ${database}; wrk -t2 -c${CONNECTIONS} -d${DURATION}; ${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (other work on the machine skews every figure)`,
  );
  console.log(`\n1. Static file vs backend, GET ${LIST_URL}`);
  let backend = await startBackend({});
  const body = await getBytes(`${backend.url}${LIST_URL}`);
  const file = join(work, 'blog-posts-page-1.json');
  writeFileSync(file, body);
  console.log(
    `  (${body.length} bytes; backend: memory cache on, LOG_LEVEL=warn, no Redis; nginx: access_log off)`,
  );
  console.log(HEADER);

  const nginxResults = {};
  for (const workers of [1, 2]) {
    const nginx = await startStaticNginx(file, workers);
    const served = await getBytes(`${nginx.url}${LIST_URL}`);
    need(served.equals(body), 'nginx does not serve the same bytes');
    nginxResults[workers] = wrk(`${nginx.url}${LIST_URL}`, DURATION, nginx.child.pid);
    row(`nginx static (${workers} worker${workers > 1 ? 's' : ''})`, nginxResults[workers]);
    await stop(nginx.child);
  }
  wrk(`${backend.url}${LIST_URL}`, '3s'); // JIT warm-up
  const cached = wrk(`${backend.url}${LIST_URL}`, DURATION, backend.child.pid);
  row('backend (memory cache)', cached);
  const ratio1 = cached.rps / nginxResults[1].rps;
  const ratio2 = cached.rps / nginxResults[2].rps;
  console.log(
    `  backend / nginx: ${fmt.pct(ratio1)} of 1 worker (a single Node process against a single nginx worker), ${fmt.pct(ratio2)} of 2 workers`,
  );
  console.log(
    `  target >= 50 %: ${ratio1 >= 0.5 ? 'met' : 'NOT met'} (1 worker), ${ratio2 >= 0.5 ? 'met' : 'NOT met'} (2 workers); p99 <= 10 ms: ${cached.p99 <= 10 ? 'met' : 'NOT met'} (${cached.p99.toFixed(2)} ms)`,
  );
  // The floor any Node server has on this machine: node:http alone answering every request with
  // the backend's bytes and headers, no framework, no routing, no cache lookup.
  const floorServer = await startBareNode(file, await getHeaders(`${backend.url}${LIST_URL}`));
  wrk(`${floorServer.url}${LIST_URL}`, '3s'); // JIT warm-up
  const floor = wrk(`${floorServer.url}${LIST_URL}`, DURATION, floorServer.child.pid);
  row('bare node:http, same bytes', floor);
  await stop(floorServer.child);
  console.log(
    `  bare node:http / nginx: ${fmt.pct(floor.rps / nginxResults[1].rps)} of 1 worker (the ceiling for one Node process here); backend / bare node:http: ${fmt.pct(cached.rps / floor.rps)}`,
  );
  const cpuRatio = nginxResults[1].cpuUsPerRequest / cached.cpuUsPerRequest;
  console.log(
    `  CPU per request (independent of the machine's load): the backend needs ${fmt.x(1 / cpuRatio)} nginx's, i.e. one core would serve ${fmt.pct(cpuRatio)} of nginx's rate`,
  );
  await stop(backend.child);

  console.log(
    '\n2. Growth from 100 to 100,000 posts, memory cache off (CONTENT_CACHE_TTL_MS=0; CPU/req is the backend only, not PostgreSQL)',
  );
  backend = await startBackend({ CONTENT_CACHE_TTL_MS: '0' });
  console.log(HEADER);
  const small = await scaling(backend.url, backend.child.pid, 100);
  const large = await scaling(backend.url, backend.child.pid, 100_000);
  console.log('\n  growth 100 -> 100,000 posts (target <= 1.5x)');
  for (const name of Object.keys(small)) {
    const p50 = large[name].p50 / small[name].p50;
    const p99 = large[name].p99 / small[name].p99;
    const rps = small[name].rps / large[name].rps;
    console.log(
      `  ${name.padEnd(24)} p50 ${fmt.x(p50)}  p99 ${fmt.x(p99)}  throughput ${fmt.x(1 / rps)}  ${p50 <= 1.5 ? 'met' : 'NOT met'}`,
    );
  }
  await stop(backend.child);
}

async function cleanUp() {
  await Promise.all([...children].map(stop));
  await sql(ADMIN_URL, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
