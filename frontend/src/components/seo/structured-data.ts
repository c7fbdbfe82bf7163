import { resolveImageUrl, type BlogPost } from '@fabrion/shared';
import { env } from '@/config/env';
import { absoluteUrl } from './seo-urls';

export type Thing = Record<string, unknown>;

/** Where the company's office is (Organization address, place of on-site jobs). */
export const COMPANY_CITY = 'Cluj-Napoca';

const ORGANIZATION_DESCRIPTION =
  'Industrial AI and data consultancy helping manufacturers move to outcome-based models: machine-as-a-service, pay-per-use, robot-as-a-service and performance-based contracts.';

/** The company behind the site (home page). */
export function organizationData(publicUrl: string, description = ORGANIZATION_DESCRIPTION): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: env.productName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description,
    address: { '@type': 'PostalAddress', addressLocality: COMPANY_CITY, addressCountry: 'RO' },
  };
}

/** A blog post as a schema.org Article. */
export function articleData(publicUrl: string, post: BlogPost, url: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(publicUrl, resolveImageUrl(post.image))],
    ...(post.publishedOn ? { datePublished: post.publishedOn } : {}),
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher: {
      '@type': 'Organization',
      name: env.productName,
      logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
