import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { httpGet } from '../../setup/http-client';
import { type NginxServer, startNginx } from '../../setup/nginx';
import { freePort } from '../../setup/ports';
import { type SmsStub, smsStubEnv, startSmsStub } from '../../setup/sms-stub';

const BACKEND = resolve(__dirname, '..', '..', '..');
const REPO = resolve(BACKEND, '..');

/** A built backend or worker process and everything it printed. */
export interface NodeProcess {
  name: string;
  child: ChildProcess;
  /** Base URL (web instances only). */
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Deployment {
  /** nginx, in front of every instance. */
  url: string;
  nginx: NginxServer;
  instances: NodeProcess[];
  worker: NodeProcess | null;
  sms: SmsStub;
  mailDir: string;
  env: Record<string, string>;
  startWorker(): Promise<NodeProcess>;
  /** Everything every process and nginx wrote (request logs included). */
  logs(): string;
  dispose(): Promise<void>;
}

export interface DeploymentOptions {
  databaseUrl: string;
  redisUrl: string;
  instances?: number;
  worker?: boolean;
  env?: Record<string, string>;
}

function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  port?: number,
): NodeProcess {
  const chunks: string[] = [];
  const child = spawn(process.execPath, [script], {
    cwd: BACKEND,
    env: { ...env, ...(port ? { PORT: String(port) } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return {
    name,
    child,
    url: port ? `http://127.0.0.1:${port}` : '',
    output: () => chunks.join(''),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function healthy(process: NodeProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (process.child.exitCode !== null)
      throw new Error(`${process.name} exited early:\n${process.output().slice(-4000)}`);
    const health = await httpGet(`${process.url}/api/health`).catch(() => null);
    if (health?.status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${process.name} not healthy:\n${process.output().slice(-4000)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * The deployment shape of docker-compose on loopback ports: Debian's nginx (the repository's
 * configuration) in front of `instances` built backends (dist/main.js), a separate worker
 * (dist/worker.js), all sharing one PostgreSQL database and one Redis, SMS to a local stub
 * speaking Twilio's API, mail to a folder. The first instance migrates the database before the
 * others start.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  for (const file of ['dist/main.js', 'dist/worker.js'])
    if (!existsSync(join(BACKEND, file)))
      throw new Error(`${file} is missing: run "npm run build"`);
  const sms = await startSmsStub();
  const mailDir = mkdtempSync(join(tmpdir(), 'fabrion-system-mail-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'https://fabrion.test',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: `fabrion-system-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'info',
    SEED_ON_START: 'true',
    AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_BREACH_API_URL: '',
    MAIL_DIR: mailDir,
    QUEUE_WORKER_IN_PROCESS: 'false',
    QUEUE_LOCK_MS: '3000',
    QUEUE_BACKOFF_MS: '200',
    QUEUE_RELAY_INTERVAL_MS: '500',
    ...smsStubEnv(sms),
    ...options.env,
  };
  const instances: NodeProcess[] = [];
  let worker: NodeProcess | null = null;
  let nginx: NginxServer | undefined;
  const dispose = async () => {
    await Promise.all([...instances, ...(worker ? [worker] : [])].map((p) => p.stop('SIGKILL')));
    await nginx?.stop();
    await sms.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < (options.instances ?? 2); i++) {
      const instance = startNode(`backend-${i + 1}`, 'dist/main.js', env, await freePort());
      instances.push(instance);
      // The first one migrates and seeds; the others start on a ready database.
      if (i === 0) await healthy(instance);
    }
    await Promise.all(instances.slice(1).map((instance) => healthy(instance)));
    nginx = await startNginx({
      backendPort: Number(new URL(instances[0]!.url).port),
      backendPorts: instances.map((instance) => Number(new URL(instance.url).port)),
      frontendDist: join(REPO, 'frontend', 'dist'),
      adminDist: join(REPO, 'admin', 'dist'),
    });
    const startWorker = async () => {
      worker = startNode('worker', 'dist/worker.js', env);
      // The worker has no port: it is ready once it says so (generous: CI machines get loaded).
      const deadline = Date.now() + 120_000;
      while (!worker.output().includes('Notification worker running')) {
        if (worker.child.exitCode !== null || Date.now() > deadline)
          throw new Error(`worker did not start:\n${worker.output().slice(-4000)}`);
        await new Promise((done) => setTimeout(done, 100));
      }
      return worker;
    };
    if (options.worker ?? true) await startWorker();
    const deployment: Deployment = {
      url: nginx.url,
      nginx,
      instances,
      get worker() {
        return worker;
      },
      sms,
      mailDir,
      env,
      startWorker,
      logs: () =>
        [...instances, ...(worker ? [worker] : [])].map((p) => p.output()).join('\n') +
        nginx!.accessLog(),
      dispose,
    };
    return deployment;
  } catch (error) {
    await dispose();
    throw error;
  }
}
