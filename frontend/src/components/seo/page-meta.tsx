import { isLanguage } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { useSite } from '@/app/site-context';
import { env } from '@/config/env';
import { absoluteUrl, canonicalUrl, languageAlternates, OG_LOCALES } from './seo-urls';

/** The picture link previews show when a page has none of its own (1200×630). */
export const DEFAULT_SHARE_IMAGE = '/images/og-default.jpg';

interface PageMetaProps {
  /** Page title; the product name is appended. */
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** Ask search engines not to index the page (error pages). */
  noIndex?: boolean;
}

/**
 * The head of a page: title, description, canonical URL, `hreflang` alternates, Open Graph and
 * Twitter card tags. React hoists these tags into <head>, on the server as in the browser.
 */
export function PageMeta({ title, description, image, type = 'website', noIndex }: PageMetaProps) {
  const { publicUrl } = useSite();
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const fullTitle = title.includes(env.productName) ? title : `${title} | ${env.productName}`;
  const url = canonicalUrl(publicUrl, pathname, search, language);
  const shareImage = absoluteUrl(publicUrl, image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {noIndex ? null : <link rel="canonical" href={url} />}
      {noIndex
        ? null
        : languageAlternates(publicUrl, pathname, search).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
      <meta property="og:site_name" content={env.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={shareImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={shareImage} />
    </>
  );
}
