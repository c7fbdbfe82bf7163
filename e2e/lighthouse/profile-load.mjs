// `npm run profile-load -w e2e -- /path`: where a public page's JavaScript spends the main thread
// while it loads and hydrates. Chromium loads the page as a phone (412 px, 4x CPU slowdown, as
// `long-tasks.mjs` does) with V8's sampling profiler on, until the page is hydrated and 1.5 s
// more; the samples' self time is attributed through the build's source maps to packages and
// source files, then to functions. Needs a build with source maps:
// `FRONTEND_SOURCEMAP=1 npm run build -w frontend`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { startBuiltApp } from './built-app.mjs';
import { launchChromium, newPhonePage, waitForHydration } from './phone-page.mjs';

const PATH = process.argv[2] ?? '/';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3299);
const DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const TOP = 40;

/** The source map of a built script by its URL (null without one), read once. */
const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = `${DIST}${new URL(url).pathname}.map`;
    sourceMaps.set(
      url,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(url);
}

/** A source file's group: its npm package, or its path under `src/`. */
function sourceGroup(source) {
  if (!source) return '(unmapped)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? pkg[1] : source.replace(/^.*\/src\//, 'src/');
}

/** Self time (µs) of the profile by source group and by function. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byNode = new Map();
  profile.samples.forEach((id, i) =>
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const byGroup = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  for (const [id, us] of byNode) {
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
    let group = url ? new URL(url).pathname : functionName || '(native)';
    let fn = `${group} ${functionName}`;
    const map = url ? sourceMapOf(url) : null;
    if (map) {
      const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      group = sourceGroup(original.source);
      fn = `${group} ${original.name || functionName}:${original.line}`;
    }
    add(byGroup, group, us);
    add(byFunction, fn, us);
  }
  return { byGroup, byFunction };
}

function print(map) {
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`);
}

const app = await startBuiltApp(PORT);
const browser = await launchChromium();
try {
  const { page, cdp } = await newPhonePage(browser);
  await fetch(`${app.base}${PATH}`); // warms the server's page cache, as a real site's would be
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${app.base}${PATH}`, { waitUntil: 'load' });
  await waitForHydration(cdp, PATH);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  const { byGroup, byFunction } = selfTimes(profile);
  print(byGroup);
  console.log('--- functions');
  print(byFunction);
} finally {
  await browser.close();
  await app.stop();
}
