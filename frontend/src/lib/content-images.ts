import {
  BLOG_CATEGORIES,
  DEFAULT_BLOG_CATEGORY,
  type BlogCategory,
  type CaseStudyGroup,
} from '@fabrion/shared';

/** URL-safe name of a case-study display group (image file names, translation keys). */
const GROUP_SLUGS = {
  'Retail/E-Commerce': 'retail-ecommerce',
  'Finance/SaaS': 'finance-saas',
  Healthcare: 'healthcare',
  'Manufacturing/Logistics': 'manufacturing-logistics',
  'HR Technology': 'hr-technology',
  Hospitality: 'hospitality',
  Technology: 'technology',
} as const satisfies Record<CaseStudyGroup, string>;

export type CaseStudyGroupSlug = (typeof GROUP_SLUGS)[CaseStudyGroup];

export function caseStudyGroupSlug(group: CaseStudyGroup): CaseStudyGroupSlug {
  return GROUP_SLUGS[group] ?? 'technology';
}

/** The image shown when a blog post's own image fails to load. */
export function blogCategoryImage(category: BlogCategory): string {
  const known = BLOG_CATEGORIES.includes(category) ? category : DEFAULT_BLOG_CATEGORY;
  return `/images/fallbacks/blog/${known}.svg`;
}

/** The image shown when a case study's own image fails to load. */
export function caseStudyGroupImage(group: CaseStudyGroup): string {
  return `/images/fallbacks/case-studies/${caseStudyGroupSlug(group)}.svg`;
}
