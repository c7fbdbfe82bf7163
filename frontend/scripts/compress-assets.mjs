// Writes .br and .gz beside every compressible built file (scripts, styles, SVG, JSON) so the
// backend's static handler (`preCompressed`) and nginx (`gzip_static`) send them without
// compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL(process.argv[2] ?? '../dist/', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let count = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${join(dist, '.vite')}`)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`Pre-compressed ${count} files in ${dist}`);
