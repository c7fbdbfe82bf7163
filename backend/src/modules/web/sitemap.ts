import { DEFAULT_LANGUAGE, LANGUAGES, MEMBER_PATH_PREFIXES, type Language } from '@fabrion/shared';

export interface SitemapUrl {
  path: string;
  /** ISO time of the last change, when known. */
  lastmod?: string;
}

function localized(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${path}${language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`}`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A sitemap (sitemaps.org 0.9) listing every page in every language, each `<url>` with its
 * `xhtml:link` alternates (all languages plus x-default), as Google documents for hreflang.
 */
export function buildSitemap(publicUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({
        hreflang: language,
        href: localized(publicUrl, path, language),
      })),
      { hreflang: 'x-default', href: localized(publicUrl, path, DEFAULT_LANGUAGE) },
    ]
      .map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('\n');
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(localized(publicUrl, path, language))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable; member pages, the admin and the API are not. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    ...MEMBER_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /admin',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
