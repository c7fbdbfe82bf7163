import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForPort } from './ports';

/**
 * Debian's nginx running the repository's own configuration (nginx/nginx.conf and
 * nginx/conf.d/*.conf) in front of a backend on this machine: the docker-compose values (service
 * address, paths, user, port) are substituted, nothing else. A substitution whose text is no
 * longer in the configuration fails loudly, so the test cannot drift from the shipped file.
 */

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const NGINX_DIR = resolve(__dirname, '..', '..', '..', 'nginx');

export interface NginxOptions {
  /** Port of the backend on 127.0.0.1 (or, with `backendPorts`, the first of several). */
  backendPort: number;
  /** Every backend instance's port: nginx balances between them as the upstream's servers. */
  backendPorts?: number[];
  /** Folder holding the frontend's `assets/` (docker: /usr/share/fabrion/frontend). */
  frontendDist: string;
  /** Folder holding the back office's `assets/` (docker: /usr/share/fabrion/admin). */
  adminDist: string;
  /** Extra text appended inside the http block (the benchmark's static server). */
  extraHttp?: string;
}

export interface NginxServer {
  port: number;
  url: string;
  prefix: string;
  /** nginx's error log so far (for failure messages). */
  errorLog(): string;
  /** nginx's access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

type Substitution = [from: string | RegExp, to: string];

function substitute(text: string, file: string, substitutions: Substitution[]): string {
  return substitutions.reduce((out, [from, to]) => {
    const found = typeof from === 'string' ? out.includes(from) : from.test(out);
    if (!found)
      throw new Error(
        `nginx/${file} no longer contains ${String(from)}: update test/setup/nginx.ts`,
      );
    return typeof from === 'string' ? out.split(from).join(to) : out.replace(from, to);
  }, text);
}

/** The shipped configuration with this machine's values, written under `prefix`. */
export function renderNginxConfig(prefix: string, port: number, options: NginxOptions): string {
  const confDir = join(prefix, 'conf.d');
  mkdirSync(confDir, { recursive: true });
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'tmp', temp), { recursive: true });
  }
  const isRoot = process.getuid?.() === 0;
  const main = substitute(readFileSync(join(NGINX_DIR, 'nginx.conf'), 'utf8'), 'nginx.conf', [
    ['user nginx;', isRoot ? 'user root;' : ''],
    ['pid /var/run/nginx.pid;', `pid ${prefix}/nginx.pid;`],
    ['error_log /var/log/nginx/error.log warn;', `error_log ${prefix}/error.log warn;`],
    ['access_log /var/log/nginx/access.log main;', `access_log ${prefix}/access.log main;`],
    ['include /etc/nginx/conf.d/*.conf;', `include ${confDir}/*.conf;`],
    [
      /http \{\n/,
      `http {\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map(
          (name) => `${name}_temp_path ${prefix}/tmp/${name === 'client_body' ? 'client' : name};`,
        )
        .join('\n  ')}\n${options.extraHttp ?? ''}\n`,
    ],
  ]);
  for (const file of readdirSync(join(NGINX_DIR, 'conf.d')).filter((name) =>
    name.endsWith('.conf'),
  )) {
    const site = substitute(
      readFileSync(join(NGINX_DIR, 'conf.d', file), 'utf8'),
      `conf.d/${file}`,
      [
        [
          'server backend:3000;',
          (options.backendPorts ?? [options.backendPort])
            .map((backend) => `server 127.0.0.1:${backend};`)
            .join('\n  '),
        ],
        ['listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`],
        ['root /usr/share/fabrion/frontend;', `root ${options.frontendDist};`],
        ['alias /usr/share/fabrion/admin/assets/;', `alias ${options.adminDist}/assets/;`],
      ],
    );
    writeFileSync(join(confDir, file), site);
  }
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, main);
  return configFile;
}

/** Starts nginx (foreground, its own prefix and temp folders) and waits until it listens. */
export async function startNginx(options: NginxOptions): Promise<NginxServer> {
  const prefix = mkdtempSync(join(tmpdir(), 'fabrion-nginx-'));
  const port = await freePort();
  const configFile = renderNginxConfig(prefix, port, options);
  const errorLog = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };

  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));

  try {
    await Promise.race([
      waitForPort(port),
      exited.then((code) => {
        throw new Error(`nginx exited (${code}): ${stderr}${errorLog()}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    prefix,
    errorLog,
    accessLog: () => {
      try {
        return readFileSync(join(prefix, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // graceful: finish the requests in flight
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
