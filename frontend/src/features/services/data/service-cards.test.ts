import { SERVICE_SLUGS } from '@/config/services';
import { SERVICE_CARDS } from './index';

/** The spec's table (§2): card titles where it names them, and timeframes in weeks, in order. */
const SPEC = {
  strategy: [
    ['Opportunity Assessment', '4-8'],
    ['Strategic Roadmapping', '6-10'],
    ['ROI Analysis', '3-6'],
    ['Change Management', '8-12'],
  ],
  DLT: [
    ['Smart Contract Development', '6-10'],
    ['DLT Network Implementation', '8-12'],
    ['Tokenization', '5-9'],
    ['Blockchain Integration & Security', '7-11'],
  ],
  'data-analysis': [
    ['Predictive Maintenance Setup', '3-6'],
    ['Advanced Analytics Implementation', '6-10'],
    ['Operational Performance Analytics', '5-9'],
    ['Business Intelligence Dashboards', '4-8'],
  ],
  'data-engineering': [
    [null, '6-10'],
    [null, '5-9'],
    [null, '7-12'],
    [null, '8-14'],
  ],
  'partner-ecosystem': [
    [null, '8-12'],
    [null, '10-14'],
    [null, '12-16'],
    [null, '6-10'],
  ],
  'digital-twin': [
    [null, '8-12'],
    [null, '6-10'],
    [null, '5-9'],
    [null, '7-11'],
  ],
  'workforce-reskilling': [
    [null, '3-6'],
    [null, '6-12'],
    [null, '8-16'],
    [null, '10-20'],
  ],
  'managed-optimization': [
    [null, '2-4'],
    [null, '4-8'],
    [null, '3-7'],
    [null, '6-10'],
  ],
} as const;

describe('SERVICE_CARDS', () => {
  it.each(SERVICE_SLUGS)('should give "%s" the spec\'s four cards in order', (slug) => {
    const cards = SERVICE_CARDS[slug];
    expect(cards.map((card) => card.weeks)).toEqual(SPEC[slug].map(([, weeks]) => weeks));
    SPEC[slug].forEach(([title], index) => {
      if (title) expect(cards[index]!.title).toBe(title);
    });
  });

  it.each(SERVICE_SLUGS)('should give every card of "%s" five steps and three outcomes', (slug) => {
    for (const card of SERVICE_CARDS[slug]) {
      expect(card.title.trim()).not.toBe('');
      expect(card.description.trim()).not.toBe('');
      expect(card.process).toHaveLength(5);
      expect(card.outcomes).toHaveLength(3);
      expect([...card.process, ...card.outcomes].every((item) => item.trim() !== '')).toBe(true);
    }
  });

  it('should not repeat a card title across the site', () => {
    const titles = SERVICE_SLUGS.flatMap((slug) => SERVICE_CARDS[slug].map((card) => card.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});
