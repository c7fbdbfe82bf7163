// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the main public pages
// of the built app, served on a fresh database like the e2e run. Prints the four scores per page
// against the targets (performance 98, the others 100); LIGHTHOUSE_ENFORCE=1 fails below them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltApp } from './built-app.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  for (const path of (await pages()).filter((p) => !only || only.includes(p))) {
    // A first visit warms the server's page cache, as a real site's would be.
    await fetch(`${BASE}${path}`);
    const result = await lighthouse(`${BASE}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (process.env.LIGHTHOUSE_SAVE_DIR)
      writeFileSync(
        join(process.env.LIGHTHOUSE_SAVE_DIR, `${path.replaceAll('/', '_') || '_'}.json`),
        result.report,
      );
    if (runtimeError)
      console.log(`  ${path}: Lighthouse could not measure: ${runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    const below = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
    rows.push({
      path,
      ...scores,
      LCP: audits['largest-contentful-paint']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      // Lighthouse's measure of this machine's speed at the time (its CPU slowdown assumes ~1,000+).
      benchmarkIndex: environment.benchmarkIndex,
    });
    if (below.length > 0) {
      failed = true;
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
        console.log(`  ${path} ${id} ${scores[id]}: ${problems.slice(0, 8).join(', ')}`);
      }
    }
  }
  console.log('\nLighthouse (mobile):');
  console.table(rows);
} finally {
  await chrome?.kill();
  await app.stop();
}
if (failed && process.env.LIGHTHOUSE_ENFORCE === '1') process.exit(1);
