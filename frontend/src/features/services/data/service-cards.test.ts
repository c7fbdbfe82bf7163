import { LANGUAGES, SERVICE_SLUGS, type Language, type ServiceSlug } from '@fabrion/shared';
import { resources } from '@/features/i18n/server';
import { serviceCardsNamespace, toServiceCards, type ServiceCardText } from './index';

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

/** A service's cards in one language, as the page gets them. */
function cardsOf(language: Language, slug: ServiceSlug) {
  const bundle = (resources[language] as Record<string, { cards?: ServiceCardText[] }>)[
    serviceCardsNamespace(slug)
  ];
  return toServiceCards(slug, bundle?.cards ?? []);
}

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const EVERY_CARD = SERVICE_SLUGS.flatMap((slug) =>
  LANGUAGES.map((language) => [slug, language] as const),
);

describe('service cards', () => {
  it.each(SERVICE_SLUGS)('should give "%s" the spec\'s four cards in order', (slug) => {
    const cards = cardsOf('en', slug);
    expect(cards.map((card) => card.weeks)).toEqual(SPEC[slug].map(([, weeks]) => weeks));
    SPEC[slug].forEach(([title], index) => {
      if (title) expect(cards[index]!.title).toBe(title);
    });
  });

  it.each(EVERY_CARD)(
    'should give every card of "%s" in "%s" a title, a description, five steps, three outcomes and the spec\'s weeks',
    (slug, language) => {
      const cards = cardsOf(language, slug);
      expect(cards).toHaveLength(4);
      expect(cards.map((card) => card.weeks)).toEqual(SPEC[slug].map(([, weeks]) => weeks));
      for (const card of cards) {
        expect(Object.keys(card).sort()).toEqual(
          ['description', 'outcomes', 'process', 'title', 'weeks'].sort(),
        );
        expect(card.title.trim()).not.toBe('');
        expect(card.description.trim()).not.toBe('');
        expect(card.process).toHaveLength(5);
        expect(card.outcomes).toHaveLength(3);
        expect([...card.process, ...card.outcomes].every((item) => item.trim() !== '')).toBe(true);
      }
    },
  );

  it.each(TRANSLATED)('should translate every card text into "%s"', (language) => {
    for (const slug of SERVICE_SLUGS) {
      const english = cardsOf('en', slug);
      cardsOf(language, slug).forEach((card, index) => {
        const original = english[index]!;
        expect(card.title).not.toBe(original.title);
        expect(card.description).not.toBe(original.description);
        card.process.forEach((step, i) => expect(step).not.toBe(original.process[i]));
        card.outcomes.forEach((outcome, i) => expect(outcome).not.toBe(original.outcomes[i]));
      });
    }
  });

  it.each(LANGUAGES)('should not repeat a card title across the site in "%s"', (language) => {
    const titles = SERVICE_SLUGS.flatMap((slug) =>
      cardsOf(language, slug).map((card) => card.title),
    );
    expect(titles).toHaveLength(32);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
