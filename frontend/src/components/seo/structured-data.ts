import { resolveImageUrl, type BlogPost, type JobOpening } from '@fabrion/shared';
import { env } from '@/config/env';
import { absoluteUrl } from './seo-urls';

type Thing = Record<string, unknown>;

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
    address: { '@type': 'PostalAddress', addressLocality: 'Cluj-Napoca', addressCountry: 'RO' },
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

/** One opening on the About page as a schema.org JobPosting. */
export function jobPostingData(publicUrl: string, job: JobOpening, datePosted: string): Thing {
  const remote = /remote/i.test(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      list('Responsibilities', job.responsibilities),
      list('Requirements', job.requirements),
    ].join(''),
    datePosted,
    employmentType: employmentType(job.contractType),
    hiringOrganization: { '@type': 'Organization', name: env.productName, sameAs: publicUrl },
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'RO' },
    },
    occupationalCategory: job.department,
    experienceRequirements: job.experienceLevel,
  };
}

/** schema.org's employment types a contract names, e.g. "Part-time, Self-Employed". */
export function employmentType(contract: string): string[] {
  const types = [
    [/full/i, 'FULL_TIME'],
    [/part/i, 'PART_TIME'],
    [/self-employed|contract|freelance/i, 'CONTRACTOR'],
    [/intern/i, 'INTERN'],
  ]
    .filter(([pattern]) => (pattern as RegExp).test(contract))
    .map(([, type]) => type as string);
  return types.length > 0 ? types : ['FULL_TIME'];
}

function list(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<p>${title}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
