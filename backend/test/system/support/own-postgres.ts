import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, waitForPort } from '../../setup/ports';

export interface OwnPostgres {
  url: string;
  port: number;
  /** Fast shutdown (connections are cut, as when the server goes away). */
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

/** Debian's PostgreSQL programs (the newest installed major). */
function binDir(): string {
  const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!majors[0])
    throw new Error('No PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  return join('/usr/lib/postgresql', majors[0], 'bin');
}

/**
 * A PostgreSQL server of the test's own on a free port, for tests that stop it (the machine's is
 * shared and must never stop). Run as the `postgres` user: root may not run it.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'fabrion-own-pg-'));
  chmodSync(root, 0o755);
  const data = join(root, 'data');
  mkdirSync(data, { mode: 0o700 });
  const { uid, gid } = {
    uid: Number(execFileSync('id', ['-u', 'postgres'])),
    gid: Number(execFileSync('id', ['-g', 'postgres'])),
  };
  chownSync(data, uid, gid);
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir, { mode: 0o755 });
  chownSync(socketDir, uid, gid);
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
    {
      uid,
      gid,
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        socketDir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      { uid, gid, stdio: 'ignore' },
    );
    await waitForPort(port, 20_000);
    // The port opens before the server accepts sessions ("the database system is starting up").
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new Client({
        connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGINT');
    await exited;
    child = null;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    dispose: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
