import { resources as siteResources } from '@/features/i18n/server';
import { createTranslator, type Resources } from './translator';

function fixture(): Resources {
  return {
    en: {
      common: {
        greeting: 'Hello, {{name}}!',
        spaced: 'Hi {{ name }} and {{-name}}',
        nested: { deeper: { text: 'Deep' } },
        item_one: '{{count}} item',
        item_other: '{{count}} items',
        onlyEnglish: 'English only',
        list: ['a', 'b'],
        empty: '',
        nothing: null,
      },
      other: { title: 'Other title', cards: [{ title: 'Card' }] },
    },
    de: {
      common: {
        greeting: 'Hallo, {{name}}!',
        item_one: '{{count}} Element',
        item_other: '{{count}} Elemente',
        nothing: null,
      },
    },
    fr: { common: { item_one: '{{count}} élément', item_other: '{{count}} éléments' } },
  };
}

const translator = (language = 'en', resources = fixture()) =>
  createTranslator({ language, resources });

describe(createTranslator.name, () => {
  it('should read nested keys and interpolate values without escaping', () => {
    const t = translator().getFixedT('en');
    expect(t('nested.deeper.text')).toBe('Deep');
    expect(t('greeting', { name: '<b>Ada</b>' })).toBe('Hello, <b>Ada</b>!');
    expect(t('spaced', { name: 'Ada' })).toBe('Hi Ada and Ada');
    expect(t('greeting', { name: 0 })).toBe('Hello, 0!');
  });

  it('should keep a placeholder with no value, and empty one given as null', () => {
    const t = translator().getFixedT('en');
    expect(t('greeting')).toBe('Hello, {{name}}!');
    expect(t('greeting', { name: null })).toBe('Hello, !');
    expect(t('greeting', { name: undefined })).toBe('Hello, !');
  });

  it.each([
    ['en', 0, '0 items'],
    ['en', 1, '1 item'],
    ['en', 2, '2 items'],
    ['es', 0, '0 proyectos'],
    ['es', 1, '1 proyecto'],
    ['es', 2, '2 proyectos'],
    ['de', 0, '0 Projekte'],
    ['de', 1, '1 Projekt'],
    ['de', 2, '2 Projekte'],
  ] as const)('should choose the plural form in %s for %d', (language, count, expected) => {
    if (language === 'en') {
      expect(translator().getFixedT('en')('item', { count })).toBe(expected);
    } else {
      const i18n = createTranslator({ language, resources: structuredClone(siteResources) });
      expect(i18n.getFixedT(language, 'content')('caseStudies.groupCount', { count })).toBe(
        expected,
      );
    }
  });

  it("should choose each language's own plural rule, falling back to _other and the bare key", () => {
    // French says "one" for 0; English, the fallback, says "other".
    expect(translator('fr').getFixedT('fr')('item', { count: 0 })).toBe('0 élément');
    expect(translator('fr').getFixedT('fr')('item', { count: 0, ns: 'other' })).toBe('item');
    const english = fixture();
    delete english.fr;
    expect(translator('fr', english).getFixedT('fr')('item', { count: 0 })).toBe('0 items');
    const resources = fixture();
    resources.en!.common = { thing_other: '{{count}} things', plain: 'plain {{count}}' };
    const t = translator('en', resources).getFixedT('en');
    expect(t('thing', { count: 1 })).toBe('thing');
    expect(t('thing', { count: 3 })).toBe('3 things');
    expect(t('plain', { count: 1 })).toBe('plain 1');
  });

  it('should look up key_zero first for a count of 0, as i18next does', () => {
    const resources = fixture();
    (resources.en!.common as Record<string, unknown>).item_zero = 'no items';
    const t = translator('en', resources).getFixedT('en');
    expect(t('item', { count: 0 })).toBe('no items');
    expect(t('item', { count: 1 })).toBe('1 item');
  });

  it('should fall back to English, then to the default value, then to the key', () => {
    const t = translator('de').getFixedT('de');
    expect(t('greeting', { name: 'Ada' })).toBe('Hallo, Ada!');
    expect(t('onlyEnglish')).toBe('English only');
    // null counts as missing, an empty text as a text.
    expect(t('nothing', { defaultValue: 'fallback' })).toBe('fallback');
    expect(t('empty')).toBe('');
    expect(t('missing.key', { defaultValue: 'Default {{name}}', name: 'Ada' })).toBe('Default Ada');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('greeting.too.deep')).toBe('greeting.too.deep');
  });

  it('should give arrays and objects only when asked to, as stored', () => {
    const resources = fixture();
    const t = translator('en', resources).getFixedT('en');
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('list', { returnObjects: true })).toBe(t('list', { returnObjects: true }));
    expect(t('nested', { returnObjects: true })).toEqual({ deeper: { text: 'Deep' } });
    expect(t('nested')).toBe('nested');
    expect(t('missing', { returnObjects: true })).toBe('missing');
  });

  it('should read another namespace with the ns option', () => {
    const i18n = translator('de');
    expect(i18n.getFixedT('de', 'other')('greeting', { ns: 'common', name: 'Ada' })).toBe(
      'Hallo, Ada!',
    );
    expect(i18n.getFixedT('de', 'other')('title')).toBe('Other title');
    expect(i18n.getFixedT('de', 'other')('greeting')).toBe('greeting');
  });

  it('should record the namespaces that were used', () => {
    const i18n = translator();
    expect(i18n.usedNamespaces()).toEqual([]);
    i18n.getFixedT('en', 'other');
    i18n.getFixedT('en', 'home')('dates.months', { ns: 'legal-texts/terms' });
    expect(i18n.usedNamespaces().sort()).toEqual(['home', 'legal-texts/terms', 'other']);
  });

  it('should give the same t for the same language and namespace', () => {
    const i18n = translator();
    expect(i18n.getFixedT('en')).toBe(i18n.getFixedT('en', 'common'));
    expect(i18n.getFixedT('en', 'other')).not.toBe(i18n.getFixedT('en'));
    expect(i18n.getFixedT('de')).not.toBe(i18n.getFixedT('en'));
  });

  it('should change language and tell the subscribers', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should add bundles: replacing, shallow-merging or deep-merging without changing them', () => {
    const resources = fixture();
    const i18n = translator('en', resources);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);

    const bundle = { a: { b: 'B', c: 'C' }, d: 'D' };
    i18n.addResourceBundle('es', 'common', bundle);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(true);
    expect(resources.es).toEqual({ common: bundle });

    i18n.addResourceBundle('es', 'common', { a: { b: 'B2', e: 'E' }, f: 'F' }, true, false);
    expect(i18n.getFixedT('es')('a', { returnObjects: true })).toEqual({ b: 'B', c: 'C', e: 'E' });
    expect(i18n.getFixedT('es')('f')).toBe('F');
    i18n.addResourceBundle('es', 'common', { a: { b: 'B3' } }, true, true);
    expect(i18n.getFixedT('es')('a.b')).toBe('B3');
    i18n.addResourceBundle('es', 'common', { d: 'D2' });
    expect(i18n.getFixedT('es')('d')).toBe('D2');
    expect(i18n.getFixedT('es')('a.c')).toBe('C');
    expect(bundle).toEqual({ a: { b: 'B', c: 'C' }, d: 'D' });

    expect(i18n.namespacesOf('en')).toEqual(['common', 'other']);
    expect(i18n.namespacesOf('it')).toEqual([]);
  });
});
