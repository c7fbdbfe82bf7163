// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serializeForScript } from '@/app/ssr-data';
import { absoluteUrl, canonicalUrl, languageAlternates } from './seo-urls';

const SITE = 'https://fabrion.test';

describe('canonicalUrl', () => {
  it('should keep English at the bare path and add ?lang= for the others', () => {
    expect(canonicalUrl(SITE, '/about', '', 'en')).toBe(`${SITE}/about`);
    expect(canonicalUrl(SITE, '/about', '?lang=en', 'es')).toBe(`${SITE}/about?lang=es`);
  });

  it('should keep the page number but drop tracking parameters and page 1', () => {
    expect(canonicalUrl(SITE, '/blog', '?page=2&utm_source=x', 'de')).toBe(
      `${SITE}/blog?page=2&lang=de`,
    );
    expect(canonicalUrl(SITE, '/blog', '?page=1', 'en')).toBe(`${SITE}/blog`);
  });

  it('should write the page number the list shows, or none when it is not a page number', () => {
    expect(canonicalUrl(SITE, '/blog', '?page=abc', 'en')).toBe(`${SITE}/blog`);
    expect(canonicalUrl(SITE, '/blog', '?page=-3', 'en')).toBe(`${SITE}/blog`);
    expect(canonicalUrl(SITE, '/blog', '?page=50000', 'en')).toBe(`${SITE}/blog`);
    expect(canonicalUrl(SITE, '/blog', '?page=02', 'es')).toBe(`${SITE}/blog?page=2&lang=es`);
  });
});

describe('languageAlternates', () => {
  it('should name every language and x-default', () => {
    expect(languageAlternates(SITE, '/terms', '')).toEqual([
      { hrefLang: 'en', href: `${SITE}/terms` },
      { hrefLang: 'es', href: `${SITE}/terms?lang=es` },
      { hrefLang: 'de', href: `${SITE}/terms?lang=de` },
      { hrefLang: 'x-default', href: `${SITE}/terms` },
    ]);
  });
});

describe('absoluteUrl', () => {
  it('should prefix site paths and leave full URLs alone', () => {
    expect(absoluteUrl(SITE, '/images/a.jpg')).toBe(`${SITE}/images/a.jpg`);
    expect(absoluteUrl(SITE, 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
  });
});

describe('serializeForScript', () => {
  it('should leave no < in the output and parse back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x \u2028' };
    const json = serializeForScript(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});
