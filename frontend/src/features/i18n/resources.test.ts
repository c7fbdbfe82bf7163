import { LANGUAGES } from '@fabrion/shared';
import { resources } from './resources';
import { PORTAL_NAMESPACES } from './use-namespace-text';

/** Every key path of a translation tree, e.g. "nav.services". */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The value at a key path. */
function valueAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

/** The `{{name}}` placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/{{-?\s*(.+?)\s*}}/g)].map((match) => match[1]!).sort();
}

/** A plural key's stem ("results" of "results_one"), so every form compares with the others. */
const stem = (path: string) => path.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translations', () => {
  const english = resources.en;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'should have every English namespace, and no other, in "%s"',
    (language) => {
      expect(Object.keys(resources[language]).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'should have every English key, and no other, in "%s"',
    (language) => {
      for (const [namespace, tree] of Object.entries(english)) {
        const translated = resources[language][namespace];
        expect(keyPaths(translated).sort()).toEqual(keyPaths(tree).sort());
      }
    },
  );

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'should use the English placeholders, and no other, in "%s"',
    (language) => {
      for (const [namespace, tree] of Object.entries(english)) {
        const translated = resources[language][namespace];
        for (const path of keyPaths(tree)) {
          const expected = placeholders(valueAt(tree, path));
          expect([namespace, path, placeholders(valueAt(translated, path))]).toEqual([
            namespace,
            path,
            expected,
          ]);
        }
      }
    },
  );

  it('should have the member portal namespaces, as `useNamespaceText` accepts them', () => {
    const portal = Object.keys(english).filter((namespace) => namespace.startsWith('portal/'));
    expect(portal.sort()).toEqual([...PORTAL_NAMESPACES].sort());
  });

  it.each(LANGUAGES)(
    'should give every plural form of a key the same placeholders in "%s"',
    (language) => {
      for (const tree of Object.values(resources[language])) {
        const byStem = new Map<string, string[]>();
        for (const path of keyPaths(tree).filter((p) => stem(p) !== p)) {
          const found = placeholders(valueAt(tree, path)).filter((name) => name !== 'count');
          const seen = byStem.get(stem(path));
          if (seen) expect([path, found]).toEqual([path, seen]);
          else byStem.set(stem(path), found);
        }
      }
    },
  );

  it.each(LANGUAGES)('should have no empty string in "%s"', (language) => {
    for (const tree of Object.values(resources[language])) {
      const values = keyPaths(tree).map((path) =>
        path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual(
        [],
      );
    }
  });
});
