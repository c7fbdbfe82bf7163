import { LANGUAGES } from '@fabrion/shared';
import { isPageNamespace } from './namespaces';
import { resources } from './resources';

// What the browser loads must be every namespace there is: the lazy bundles are written by hand
// per language (common) and per folder and language (pages).
describe('lazy translation bundles', () => {
  it.each(LANGUAGES)('should carry every common namespace of "%s"', async (language) => {
    const { default: bundle } = (await import(`./bundles/common/${language}.ts`)) as {
      default: Record<string, unknown>;
    };
    const common = Object.keys(resources[language]).filter((ns) => !isPageNamespace(ns));
    expect(Object.keys(bundle).sort()).toEqual(common.sort());
    for (const namespace of common) expect(bundle[namespace]).toBe(resources[language][namespace]);
  });

  it.each(LANGUAGES)('should carry every page namespace of "%s"', async (language) => {
    const pages = Object.keys(resources[language]).filter(isPageNamespace);
    const folders = [...new Set(pages.map((namespace) => namespace.split('/')[0]!))];
    expect(folders.sort()).toEqual(['legal-texts', 'portal', 'service-cards']);
    const loaded: Record<string, unknown> = {};
    for (const folder of folders) {
      const { default: bundle } = (await import(`./bundles/pages/${folder}-${language}.ts`)) as {
        default: Record<string, unknown>;
      };
      Object.assign(loaded, bundle);
    }
    expect(Object.keys(loaded).sort()).toEqual(pages.sort());
    for (const namespace of pages) expect(loaded[namespace]).toBe(resources[language][namespace]);
  });
});
