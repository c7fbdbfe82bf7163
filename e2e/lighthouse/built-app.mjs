// The built app for the measuring scripts (`run.mjs`, `long-tasks.mjs`): started as for the e2e
// run (support/start-server.mjs, a fresh database) on `port`, ready once its health check answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export async function startBuiltApp(port) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../support/start-server.mjs', import.meta.url))],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, E2E_PORT: String(port) } },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready');
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer on ${base} within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
