import type { JobOpening } from '@fabrion/shared';
import { env } from '@/config/env';
import { COMPANY_CITY, type Thing } from './structured-data';

/** One opening on the About page as a schema.org JobPosting. */
export function jobPostingData(publicUrl: string, job: JobOpening): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      list('Responsibilities', job.responsibilities),
      list('Requirements', job.requirements),
    ].join(''),
    datePosted: job.postedOn,
    employmentType: employmentType(job.contractType),
    hiringOrganization: { '@type': 'Organization', name: env.productName, sameAs: publicUrl },
    ...jobPlace(job.location),
    occupationalCategory: job.department,
    experienceRequirements: job.experienceLevel,
  };
}

/**
 * Where the work is done, from the opening's location text. A remote job within the EU ("EU
 * Remote Friendly") is TELECOMMUTE for applicants in the European Union, with no office address
 * (as Google's job postings want); another remote job has the company's office as its place; any
 * other text is the city of the office.
 */
export function jobPlace(location: string): Thing {
  const remote = /remote/i.test(location);
  const address = (locality: string) => ({
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: 'RO' },
    },
  });
  if (!remote) return address(location);
  if (/\bEU\b|europe/i.test(location)) {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'European Union' },
    };
  }
  return { jobLocationType: 'TELECOMMUTE', ...address(COMPANY_CITY) };
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
