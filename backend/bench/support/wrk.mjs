// wrk runs and their figures, the machine they ran on, and one printed line per run.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DURATION } from './services.mjs';

/**
 * wrk against `url` (2 threads at most): its output. Synchronous unless `async` (a stub in this
 * process must keep answering while wrk runs).
 */
export function wrk(url, { connections, duration = DURATION, script, extra = [], async = false }) {
  const args = [`-t${Math.min(2, connections)}`, `-c${connections}`, `-d${duration}`, '--latency'];
  if (script) args.push('-s', script);
  args.push(...extra, url);
  if (!async) {
    const result = spawnSync('wrk', args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
    return result.stdout;
  }
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk failed: ${stderr}`)),
    );
  });
}

/**
 * A wrk script: each request as the next member in turn (Bearer token), the next body in turn
 * (JSON) and the next path in turn (`paths`, else the URL's); it prints p95 at the end.
 */
export function memberScript(work, name, tokens, { method = 'GET', paths = [], bodies = [] } = {}) {
  const file = join(work, `${name}.lua`);
  writeFileSync(
    file,
    `local tokens = { ${tokens.map((t) => `"${t}"`).join(', ')} }
local paths = { ${paths.map((p) => `"${p}"`).join(', ')} }
local bodies = { ${bodies.map((b) => `[[${b}]]`).join(', ')} }
local i = 0
function request()
  i = i + 1
  local headers = { ["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] }
  local body = nil
  if #bodies > 0 then
    headers["Content-Type"] = "application/json"
    body = bodies[(i % #bodies) + 1]
  end
  local path = nil
  if #paths > 0 then path = paths[(i % #paths) + 1] end
  return wrk.format("${method}", path, headers, body)
end
function done(summary, latency, requests)
  io.write(string.format("p95 %.3f ms\\n", latency:percentile(95.0) / 1000))
end
`,
  );
  return file;
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A percentile (50, 75, 90, 99) of wrk's --latency table, in ms. */
export function latency(text, p) {
  const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
  return match ? Number(match[1]) * UNITS[match[2]] : NaN;
}

/** A run's figures: rps, p50, p95 (member scripts), p99, requests, non-2xx answers. */
export const figures = (text) => ({
  rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN),
  p50: latency(text, 50),
  p95: Number(/p95 ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
  p99: latency(text, 99),
  requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
  non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
});

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The machine line every member bench starts with. */
export function machineLine(postgresVersion) {
  const model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  const wrkVersion = spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0];
  return `Machine: ${cpus().length} cores, ${model}; Node ${process.version}, PostgreSQL ${postgresVersion}, ${wrkVersion}; load average ${loadAverage()}`;
}

/** One run's line: label, rps, p50, (p95,) p99 and any non-2xx answers. */
export function runLine(run, width, { p95 = false } = {}) {
  const ms = (value) => value.toFixed(2).padStart(7);
  return `${run.label.padEnd(width)} ${run.rps.toFixed(0).padStart(6)} rps   p50 ${ms(run.p50)} ms${p95 ? `   p95 ${ms(run.p95)} ms` : ''}   p99 ${ms(run.p99)} ms${run.non2xx ? `   non-2xx ${run.non2xx}` : ''}`;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (ms, user + system) process `pid` has used so far: unlike latency, not the load's. */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
