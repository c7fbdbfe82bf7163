import type { BlogPost, BlogPostSummary, CaseStudy, Page } from '@fabrion/shared';

/** Data generators for content pages' tests. */
export function aCaseStudy(overrides: Partial<CaseStudy> = {}): CaseStudy {
  const caseId = overrides.caseId ?? 'predictive-maintenance';
  return {
    id: `id-${caseId}`,
    caseId,
    title: 'Predictive maintenance for press lines',
    client: 'Northern Steelworks',
    description: 'Vibration data cut unplanned downtime.',
    challenge: 'Unplanned stops of the press line.',
    solution: 'Sensors, a data pipeline and a failure model.',
    results: ['38% less unplanned downtime', 'Payback in 7 months'],
    technologies: ['IoT', 'Azure'],
    category: 'Manufacturing',
    group: 'Manufacturing/Logistics',
    image: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aPostSummary(
  index: number,
  overrides: Partial<BlogPostSummary> = {},
): BlogPostSummary {
  return {
    id: `post-${index}`,
    slug: `post-${index}`,
    title: `Post number ${index}`,
    date: '2025-03-04',
    publishedOn: '2025-03-04',
    excerpt: `Excerpt of post ${index}.`,
    image: null,
    category: 'ai',
    readTime: '5 min read',
    ...overrides,
  };
}

export function aPostPage(total: number, page = 1, pageSize = 12): Page<BlogPostSummary> {
  const first = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    items: Array.from({ length: count }, (_, i) => aPostSummary(first + i + 1)),
    total,
    page,
    pageSize,
  };
}

export function aPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...aPostSummary(1),
    slug: 'digital-twins-explained',
    title: 'Digital twins, explained for plant managers',
    author: 'Ana Ionescu',
    authorRole: 'Principal Data Engineer',
    hasAudio: false,
    audioEmbedHtml: null,
    contentHtml: '<h2>WHY IT MATTERS</h2><p>A twin mirrors the line in real time.<sup>1</sup></p>',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}
