import { LEGAL_DOCUMENTS } from './index';

const text = (kind: keyof typeof LEGAL_DOCUMENTS) => JSON.stringify(LEGAL_DOCUMENTS[kind].sections);

describe('legal texts', () => {
  it('should cover every point of the privacy policy the spec lists', () => {
    const privacy = text('privacy');
    for (const point of [
      'European Economic Area',
      'United States',
      'The data we collect',
      'Why we use your data',
      'Your rights',
      'Advertising',
      'Analytics',
      'Contact form',
      'Calendar widget',
      'Heat-mapping',
      'AI API',
      'Chat',
      'CRM',
      'Spam protection',
      'Romanian law',
      'Cluj-Napoca',
      'within one month',
    ]) {
      expect(privacy).toContain(point);
    }
  });

  it('should give the terms twelve numbered sections, for business customers, with 30 days of negotiation', () => {
    const { sections } = LEGAL_DOCUMENTS.terms;
    expect(sections.map((section) => section.heading.split('.')[0])).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(text('terms')).toContain('Business customers only');
    expect(text('terms')).toContain('30 days');
    expect(text('terms')).toContain('good-faith negotiation');
  });

  it('should list the four cookie categories and both ways to manage them', () => {
    const headings = LEGAL_DOCUMENTS.cookies.sections.map((section) => section.heading);
    for (const category of ['Essential', 'Performance', 'Functionality', 'Targeting']) {
      expect(headings.some((heading) => heading.includes(category))).toBe(true);
    }
    expect(text('cookies')).toContain('Consent manager');
    expect(text('cookies')).toContain('Browser');
  });
});
