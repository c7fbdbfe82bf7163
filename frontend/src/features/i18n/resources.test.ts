import { LANGUAGES } from '@fabrion/shared';
import { resources } from './resources';

/** Every key path of a translation tree, e.g. "nav.services". */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

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
