// `npm run long-tasks -w e2e -- /path`: what blocks the main thread while a public page loads. The
// built app is served on a fresh database (as for `npm run lighthouse`); Chromium loads the page
// as a phone (412 px, 4x CPU slowdown, the mobile preset's) and traces it until it is hydrated;
// every task over 50 ms is printed with what it spent its time on, and the blocking time they add
// up to (the part of each beyond 50 ms, as Lighthouse's TBT counts it, but observed rather than
// simulated). LONG_TASKS_RUNS=3 repeats the load to see the spread.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltApp } from './built-app.mjs';
import { launchChromium, newPhonePage, waitForHydration } from './phone-page.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const PATH = process.argv[2] ?? '/';
const RUNS = Number(process.env.LONG_TASKS_RUNS ?? 1);
// Work inside a task, by trace event name; wrappers that only contain other events are left out.
const WORK = new Map([
  ['ParseHTML', 'parse HTML'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'pre-paint'],
  ['Paint', 'paint'],
  ['Layerize', 'layerize'],
  ['v8.evaluateModule', 'evaluate modules'],
  ['EvaluateScript', 'evaluate script'],
  ['TimerFire', 'timer'],
  ['FireAnimationFrame', 'animation frame'],
  ['MessagePort::Accept', 'scheduler (React)'],
  ['EventDispatch', 'event'],
  ['ResourceFetcher::requestResource', 'request resources'],
  ['MinorGC', 'GC'],
  ['MajorGC', 'GC'],
]);

/** The renderer's main thread of the page: the CrRendererMain that ran the most script. */
function mainThreadEvents(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const calls = (m) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'FunctionCall').length;
  const main = mains.sort((a, b) => calls(b) - calls(a))[0];
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

function report(events) {
  const timeline = mainThreadEvents(events);
  const start = timeline[0].ts;
  let blocking = 0;
  for (const task of timeline.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    const ms = task.dur / 1000;
    if (ms <= 50) continue;
    blocking += ms - 50;
    const spent = new Map();
    for (const e of timeline) {
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur || !WORK.has(e.name)) continue;
      const kind = WORK.get(e.name);
      spent.set(kind, (spent.get(kind) ?? 0) + e.dur / 1000);
    }
    const parts = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([kind, partMs]) => `${kind} ${partMs.toFixed(0)}`)
      .join(', ');
    console.log(
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(0).padStart(4)} ms  ${parts}`,
    );
  }
  console.log(
    `  blocking time (tasks beyond 50 ms, observed at ${process.env.CPU_SLOWDOWN ?? 4}x CPU): ${blocking.toFixed(0)} ms\n`,
  );
}

const work = mkdtempSync(join(tmpdir(), 'fabrion-long-tasks-'));
const app = await startBuiltApp(PORT);
const BASE = app.base;
let browser;
try {
  await fetch(`${BASE}${PATH}`); // warms the server's page cache, as a real site's would be
  browser = await launchChromium();
  for (let run = 1; run <= RUNS; run += 1) {
    const { context, page, cdp } = await newPhonePage(browser);
    const trace = join(work, `trace-${run}.json`);
    await browser.startTracing(page, {
      path: trace,
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink',
      ],
    });
    await page.goto(`${BASE}${PATH}`);
    await waitForHydration(cdp, PATH);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await browser.stopTracing();
    await context.close();
    console.log(`${PATH}, run ${run}: tasks over 50 ms (start, length, what they spent it on)`);
    report(JSON.parse(readFileSync(trace, 'utf8')).traceEvents);
  }
} finally {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
  await app.stop();
}
