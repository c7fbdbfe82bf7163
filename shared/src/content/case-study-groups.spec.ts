import { describe, expect, it } from 'vitest';
import { caseStudyGroup } from './case-study-groups.js';

describe('caseStudyGroup', () => {
  it.each([
    ['Retail', 'Retail/E-Commerce'],
    ['E-Commerce', 'Retail/E-Commerce'],
    ['ecommerce', 'Retail/E-Commerce'],
    ['Finance', 'Finance/SaaS'],
    ['SaaS', 'Finance/SaaS'],
    ['Healthcare', 'Healthcare'],
    ['Manufacturing', 'Manufacturing/Logistics'],
    ['Logistics', 'Manufacturing/Logistics'],
    ['HR Technology', 'HR Technology'],
    ['Hospitality', 'Hospitality'],
    ['Energy', 'Technology'],
    ['', 'Technology'],
  ])('should map "%s" to %s', (category, group) => {
    expect(caseStudyGroup(category)).toBe(group);
  });
});
