// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the main public pages
// of the built app, served on a fresh database like the e2e run. Prints the four scores per page
// against the targets (performance 98, the others 100); LIGHTHOUSE_ENFORCE=1 fails below them.
//
// One Lighthouse run varies with the machine's load (Lighthouse's own guidance: run several times
// and take the median). Each page is measured LIGHTHOUSE_RUNS times (default 3); the table shows
// the median run (Lighthouse's `computeMedianRun`: closest to the median FCP and TTI) and every
// run's performance score. A run Lighthouse itself could not record (for example NO_NAVSTART,
// "Please run Lighthouse again") is run again, at most twice, and counted in the table.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startBuiltApp } from './built-app.mjs';
import { startScriptFreeProxy } from './script-free.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const RETRIES = 2;
// Diagnosis: LIGHTHOUSE_CPU_SLOWDOWN=8 simulates a phone twice as slow as the preset's (4).
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
// LIGHTHOUSE_FLOOR=1: each page is also measured script-free (the same HTML without its scripts,
// through a proxy), in the same run: what this machine gives a page no JavaScript design can beat.
const FLOOR = process.env.LIGHTHOUSE_FLOOR === '1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

async function pages() {
  const posts = await (await fetch(`${BASE}/api/blog-posts?page=1&pageSize=1`)).json();
  const slug = posts.items[0]?.slug;
  if (!slug) throw new Error('No published blog post to measure');
  return ['/', '/blog', `/blog/${slug}`, '/case-studies', '/about', '/services/strategy'];
}

const app = await startBuiltApp(PORT);
const BASE = app.base;
const floor = FLOOR ? await startScriptFreeProxy(BASE, PORT + 1) : undefined;
let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  // LIGHTHOUSE_PATHS=/,/about measures only those pages; LIGHTHOUSE_SAVE_DIR keeps each report.
  const only = process.env.LIGHTHOUSE_PATHS?.split(',');
  const targets = (await pages())
    .filter((p) => !only || only.includes(p))
    .flatMap((p) => [
      { path: p, base: BASE, label: p },
      ...(floor ? [{ path: p, base: floor.base, label: `${p} (without scripts)` }] : []),
    ]);
  for (const { path, base, label } of targets) {
    // A first visit warms the server's page cache, as a real site's would be.
    await fetch(`${BASE}${path}`);
    const { lhr, report, unrecorded } = await measure(`${base}${path}`, chrome.port);
    const { categories, audits, runtimeError, environment } = lhr;
    if (process.env.LIGHTHOUSE_SAVE_DIR)
      writeFileSync(
        join(
          process.env.LIGHTHOUSE_SAVE_DIR,
          `${path.replaceAll('/', '_') || '_'}${base === BASE ? '' : '.without-scripts'}.json`,
        ),
        report,
      );
    if (runtimeError)
      console.log(`  ${label}: Lighthouse could not measure: ${runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const below = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
    rows.push({
      path: label,
      ...scores,
      LCP: audits['largest-contentful-paint']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      // Lighthouse's measure of this machine's speed at the time (its CPU slowdown assumes ~1,000+).
      benchmarkIndex: environment.benchmarkIndex,
      'performance (runs)': lhr.runScores.join(' '),
      ...(unrecorded > 0 ? { 'not recorded': unrecorded } : {}),
    });
    if (below.length > 0) {
      // The floor is reported, not enforced: it is the machine's, not the app's.
      if (base === BASE) failed = true;
      for (const id of below) {
        const problems = Object.values(categories[id].auditRefs)
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        console.log(`  ${label} ${id} ${scores[id]}: ${problems.slice(0, 8).join(', ')}`);
      }
    }
  }
  console.log(`\nLighthouse (mobile; median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page):`);
  console.table(rows);
} finally {
  await chrome?.kill();
  await floor?.stop();
  await app.stop();
}
if (failed && process.env.LIGHTHOUSE_ENFORCE === '1') process.exit(1);

/**
 * RUNS recorded runs of one page, and the median one with every run's performance score
 * (`runScores`). A run Lighthouse could not record is repeated, at most RETRIES times in all; if
 * none was recorded, the last attempt is returned with its error.
 */
async function measure(url, port) {
  const recorded = [];
  let unrecorded = 0;
  let last;
  while (recorded.length < RUNS && unrecorded <= RETRIES) {
    last = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: Number(CPU_SLOWDOWN) } } : {}),
    });
    if (last.lhr.runtimeError) unrecorded += 1;
    else recorded.push(last);
  }
  if (recorded.length === 0)
    return { lhr: { ...last.lhr, runScores: [] }, report: last.report, unrecorded };
  const median = computeMedianRun(recorded.map((run) => run.lhr));
  const chosen = recorded.find((run) => run.lhr === median);
  const runScores = recorded.map((run) => Math.round(run.lhr.categories.performance.score * 100));
  return { lhr: { ...median, runScores }, report: chosen.report, unrecorded };
}
