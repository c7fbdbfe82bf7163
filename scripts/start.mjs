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
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function stale(workspace, marker) {
  const built = join(root, workspace, 'dist', marker);
  if (!existsSync(built)) return true;
  return newest(join(root, workspace, 'src')) > statSync(built).mtimeMs;
}

const builds = [
  ['shared', 'index.js'],
  ['backend', 'main.js'],
  ['frontend', 'index.html'],
  ['admin', 'index.html'],
];
for (const [workspace, marker] of builds) {
  if (!stale(workspace, marker)) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'backend'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
