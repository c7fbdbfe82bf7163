// `npm start`: build what is missing or stale, then run the backend, which migrates the database,
// seeds it on first start and serves the site, the portal, the back office and the API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(workspace, marker) {
  const built = join(root, workspace, marker);
  if (!existsSync(built)) return true;
  return newest(join(root, workspace, 'src')) > statSync(built).mtimeMs;
}

const builds = [
  ['shared', ['dist/index.js']],
  ['backend', ['dist/main.js']],
  // The client build and the server bundle of the public pages.
  ['frontend', ['dist/index.html', 'dist-ssr/entry-server.cjs']],
  ['admin', ['dist/index.html']],
];
for (const [workspace, markers] of builds) {
  if (!markers.some((marker) => stale(workspace, marker))) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A local run (http://localhost, mail to ./var/mail): NODE_ENV stays development unless set.
// NODE_ENV=production refuses to start without https, SMTP_URL and a strong AUTH_JWT_SECRET.
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'backend'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
