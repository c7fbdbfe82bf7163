// `npm run long-tasks -w e2e [-- /path ...]`: what blocks the main thread while a public page
// loads, against the page's own floor. The built app is served on a fresh database (as for
// `npm run lighthouse`); Chromium loads each page as a phone (412 px, 4x CPU slowdown, the mobile
// preset's) and traces it from navigation to 6 s after its load event (and until hydrated). Every
// task over 50 ms adds the part beyond 50 ms to the blocking time (as Lighthouse's TBT counts it,
// but observed rather than simulated).
//
// Each page is loaded twice over: the app as served, and its script-free copy, the same server
// HTML with every `<script>` (but JSON data blocks) and module preload removed (same markup, same
// inline CSS, same images and fonts): the floor no JavaScript design can beat. The table gives the
// median of LONG_TASKS_RUNS loads (default 3) of each and the difference; the goal is within
// 200 ms. Without paths: every kind of public page (home, a service, the case studies, a study, the
// blog, a post, about, a legal page, the 404). LONG_TASKS_LANGS=en,es,de also measures the other
// languages (`?lang=`); LONG_TASKS_DETAIL=1 prints each long task and what it spent its time on;
// CPU_SLOWDOWN=8 for a phone twice as slow. LONG_TASKS_ENFORCE=1 fails when a page is over 200 ms.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltApp } from './built-app.mjs';
import { launchChromium, newPhonePage, waitForHydration } from './phone-page.mjs';
import { withoutScripts } from './script-free.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const RUNS = Math.max(1, Number(process.env.LONG_TASKS_RUNS ?? 3));
const LANGS = (process.env.LONG_TASKS_LANGS ?? 'en').split(',');
const DETAIL = process.env.LONG_TASKS_DETAIL === '1';
const SETTLE_MS = Number(process.env.LONG_TASKS_SETTLE_MS ?? 6_000);
const BUDGET_MS = 200;
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

/** The renderer's main thread of the page: the CrRendererMain with the most events. */
function mainThreadEvents(events) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

/** The blocking time of one traced load (and, with LONG_TASKS_DETAIL=1, its long tasks). */
function blockingTime(events) {
  const timeline = mainThreadEvents(events);
  const start = timeline[0].ts;
  let blocking = 0;
  for (const task of timeline.filter((e) => e.name === 'ThreadControllerImpl::RunTask')) {
    const ms = task.dur / 1000;
    if (ms <= 50) continue;
    blocking += ms - 50;
    if (!DETAIL) continue;
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
      `    at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(0).padStart(4)} ms  ${parts}`,
    );
  }
  return blocking;
}

async function defaultPages() {
  const posts = await (await fetch(`${BASE}/api/blog-posts?page=1&pageSize=1`)).json();
  const studies = await (await fetch(`${BASE}/api/case-studies`)).json();
  const slug = posts.items[0]?.slug;
  const study = (Array.isArray(studies) ? studies : studies.items)?.[0];
  if (!slug || !study) throw new Error('No published blog post or case study to measure');
  return [
    '/',
    '/services/strategy',
    '/case-studies',
    `/case-studies/${study.caseId ?? study.id}`,
    '/blog',
    `/blog/${slug}`,
    '/about',
    '/privacy-policy',
    '/no-such-page',
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One traced load of `url`; `html` (the script-free copy) is answered instead of the server's. */
async function measure(browser, work, url, html) {
  const { context, page, cdp } = await newPhonePage(browser);
  if (html)
    await page.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
  const trace = join(work, 'trace.json');
  await browser.startTracing(page, {
    path: trace,
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'],
  });
  await page.goto(url, { waitUntil: 'load' });
  const loaded = Date.now();
  if (!html) await waitForHydration(cdp, url);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, loaded + SETTLE_MS - Date.now())));
  await browser.stopTracing();
  await context.close();
  return blockingTime(JSON.parse(readFileSync(trace, 'utf8')).traceEvents);
}

const work = mkdtempSync(join(tmpdir(), 'fabrion-long-tasks-'));
const app = await startBuiltApp(PORT);
const BASE = app.base;
let browser;
let over = false;
try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await defaultPages();
  browser = await launchChromium();
  const rows = [];
  for (const lang of LANGS) {
    for (const path of paths) {
      const address = lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
      const url = `${BASE}${address}`;
      // Warms the server's page cache, as a real site's would be; the copy is made from it.
      const html = withoutScripts(await (await fetch(url)).text());
      const times = { app: [], floor: [] };
      for (let run = 1; run <= RUNS; run += 1) {
        // Alternated, so a change of the machine's load meets both alike.
        for (const [kind, body] of [
          ['app', undefined],
          ['floor', html],
        ]) {
          if (DETAIL)
            console.log(`  ${address} ${kind === 'app' ? 'app' : 'without scripts'}, run ${run}:`);
          times[kind].push(await measure(browser, work, url, body));
        }
      }
      const appMs = median(times.app);
      const floorMs = median(times.floor);
      const row = {
        page: address,
        'the app (ms)': Math.round(appMs),
        'without scripts (ms)': Math.round(floorMs),
        'difference (ms)': Math.round(appMs - floorMs),
        'app runs': times.app.map(Math.round).join(' '),
        'floor runs': times.floor.map(Math.round).join(' '),
      };
      if (appMs - floorMs > BUDGET_MS) over = true;
      rows.push(row);
      console.log(`${address}: app ${row['app runs']}, without scripts ${row['floor runs']}`);
    }
  }
  console.log(
    `\nBlocking time (tasks beyond 50 ms), navigation to ${SETTLE_MS / 1000} s after load, ` +
      `${process.env.CPU_SLOWDOWN ?? 4}x CPU, median of ${RUNS}; goal: within ${BUDGET_MS} ms of the page without scripts`,
  );
  console.table(rows);
  console.log('\n| page | the app | without scripts | difference |\n|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| \`${row.page}\` | ${row['the app (ms)']} ms | ${row['without scripts (ms)']} ms | ${row['difference (ms)']} ms |`,
    );
} finally {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
  await app.stop();
}
if (over && process.env.LONG_TASKS_ENFORCE === '1') process.exitCode = 1;
