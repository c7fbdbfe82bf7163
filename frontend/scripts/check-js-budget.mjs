// The public pages' first-load JavaScript, from the client build's Vite manifest: the entry chunk
// and everything it imports statically (gzip sizes), and each public route's total (entry + the
// route module and its static imports, which the browser loads before hydrating). Fails the build
// when either is above JS_BUDGET_CEILING_KB (default: the 150 KB target), or when member-portal
// code is part of the entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const CEILING_KB = Number(process.env.JS_BUDGET_CEILING_KB ?? TARGET_KB);
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const MEMBER_CODE =
  /^src\/(routes\/portal|features\/(auth|portal|dashboard|assessments|masterclass|resources|tutor))\//;

const gzipBytes = new Map();
function gzipSize(file) {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
}

/** A manifest key and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = closure(entry);
const firstLoadBytes = total(firstLoad);

console.log('\nPublic first-load JavaScript (gzip):');
for (const key of [...firstLoad].sort(
  (a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file),
)) {
  console.log(
    `  ${manifest[key].file.padEnd(44)} ${kb(gzipSize(manifest[key].file)).padStart(7)} KB`,
  );
}
console.log(
  `  ${'total'.padEnd(44)} ${kb(firstLoadBytes).padStart(7)} KB  (target ${TARGET_KB} KB, ceiling ${CEILING_KB} KB)`,
);

// An islands page (`export const islands = true`, see src/islands) loads the islands runtime and
// the chunks of the islands it hydrates, never its route module. Counted here: the runtime and the
// header, what a first hydration loads (the header's, on reaching for it; an island on screen
// loads its own instead). An untouched page may load less (home: the entry and its enhancers);
// the others' code comes as they near the viewport or at idle once a visitor is there (every
// island of the registry together is printed too, an upper bound).
// Any other public page loads the app (`spa-main`) and its route module before hydrating.
const src = fileURLToPath(new URL('../', import.meta.url));
const registry = readFileSync(join(src, 'src/islands/registry.ts'), 'utf8');
const islandKeys = [...registry.matchAll(/import\('(@\/|\.\/)([^']+)'\)/g)]
  .map((m) => `src/${m[1] === '@/' ? '' : 'islands/'}${m[2]}`)
  .map((path) => ['.tsx', '.ts'].map((ext) => `${path}${ext}`).find((key) => manifest[key]))
  .filter(Boolean);
const islandsRuntime = closure('src/islands/hydrate.tsx', new Set(firstLoad));
closure('src/components/layouts/site-header.tsx', islandsRuntime);
const everyIsland = new Set(islandsRuntime);
for (const key of islandKeys) closure(key, everyIsland);
const isIslandsRoute = (key) =>
  /export const islands = true/.test(readFileSync(join(src, manifest[key].src ?? key), 'utf8'));
const app = closure('src/app/spa-main.tsx', new Set(firstLoad));

console.log(
  '\nWith what the page loads to hydrate (islands: the runtime and the header; else the app and the route module):',
);
const heavyRoutes = [];
let largestRoute = 0;
for (const key of Object.keys(manifest).filter((k) => k.startsWith('src/routes/public/'))) {
  const islands = isIslandsRoute(key);
  const bytes = total(islands ? islandsRuntime : closure(key, new Set(app)));
  const route = `${key.replace('src/routes/public/', '')}${islands ? ' (islands)' : ''}`;
  largestRoute = Math.max(largestRoute, bytes);
  if (bytes / 1024 > CEILING_KB) heavyRoutes.push(`${route} ${kb(bytes)} KB`);
  console.log(`  ${route.padEnd(44)} ${kb(bytes).padStart(7)} KB`);
}

const member = [...firstLoad].filter((key) => MEMBER_CODE.test(manifest[key].src ?? key));
if (member.length > 0) {
  console.error(`\nMember-portal code is in the public first load: ${member.join(', ')}`);
  process.exit(1);
}
if (firstLoadBytes / 1024 > CEILING_KB) {
  console.error(
    `\nFirst-load JavaScript ${kb(firstLoadBytes)} KB is above the ${CEILING_KB} KB ceiling.`,
  );
  process.exit(1);
}
if (heavyRoutes.length > 0) {
  console.error(`\nPublic routes above the ${CEILING_KB} KB ceiling: ${heavyRoutes.join(', ')}.`);
  process.exit(1);
}
console.log(
  `\nIslands pages, with every island of the registry loaded: ${kb(total(everyIsland))} KB (${islandKeys.length} islands).`,
);
const verdict = Math.max(firstLoadBytes, largestRoute) / 1024 <= TARGET_KB ? 'within' : 'ABOVE';
console.log(
  `\nFirst-load JavaScript ${kb(firstLoadBytes)} KB, largest route ${kb(largestRoute)} KB: ${verdict} the ${TARGET_KB} KB target.\n`,
);
