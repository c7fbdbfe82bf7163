// `npm run profile-load -w e2e -- /path`: where a public page's JavaScript spends the main thread
// while it loads and hydrates. Chromium loads the page as a phone (412 px, 4x CPU slowdown, as `long-tasks.mjs`) with
// V8's sampling profiler on, until the page is hydrated and 1.5 s more; the samples are attributed
// through the build's source maps to packages and source files, then to functions. Needs a build
// with source maps: `FRONTEND_SOURCEMAP=1 npm run build -w frontend`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { startBuiltApp } from './built-app.mjs';
import { launchChromium, newPhonePage, waitForHydration } from './phone-page.mjs';

const PATH = process.argv[2] ?? '/';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

const app = await startBuiltApp(PORT);
const browser = await launchChromium();
try {
  const { page, cdp } = await newPhonePage(browser);
  await fetch(app.base + PATH);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(app.base + PATH, { waitUntil: 'load' });
  await waitForHydration(cdp, PATH);
  await new Promise((r) => setTimeout(r, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  const maps = new Map();
  const consumer = (url) => {
    if (!maps.has(url)) {
      const file = DIST + new URL(url).pathname + '.map';
      maps.set(
        url,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    return maps.get(url);
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = new Map();
  profile.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const group = (src) => {
    if (!src) return '(unmapped)';
    const m = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    return m ? m[1] : src.replace(/^.*\/src\//, 'src/');
  };
  const fnSelf = new Map();
  for (const [id, t] of dt) {
    const cf = byId.get(id).callFrame;
    let key = cf.url ? new URL(cf.url).pathname : cf.functionName || '(native)';
    let fnKey = key + ' ' + cf.functionName;
    const c = cf.url ? consumer(cf.url) : null;
    if (c) {
      const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      key = group(pos.source);
      fnKey = key + ' ' + (pos.name || cf.functionName) + ':' + pos.line;
    }
    self.set(key, (self.get(key) ?? 0) + t);
    fnSelf.set(fnKey, (fnSelf.get(fnKey) ?? 0) + t);
  }
  const show = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(8) + ' ms  ' + k));
  show(self, 40);
  console.log('--- functions');
  show(fnSelf, 40);
} finally {
  await browser.close();
  await app.stop();
}
