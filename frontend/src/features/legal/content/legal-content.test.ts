import { LANGUAGES, type Language } from '@fabrion/shared';
import { resources } from '@/features/i18n/server';
import { LEGAL_KINDS, legalTextsNamespace, type LegalKind, type LegalSection } from './index';

function sectionsOf(language: Language, kind: LegalKind): LegalSection[] {
  const bundles = resources[language] as Record<string, { sections?: LegalSection[] }>;
  return bundles[legalTextsNamespace(kind)]?.sections ?? [];
}

const text = (kind: LegalKind, language: Language = 'en') =>
  JSON.stringify(sectionsOf(language, kind));

/** A section's outline: its number, and for each block a paragraph or a list of n items. */
const outline = (sections: LegalSection[]) =>
  sections.map((section) => [
    section.heading.split('.')[0],
    section.blocks.map((block) => (typeof block === 'string' ? 'p' : block.list.length)),
  ]);

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

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
    const sections = sectionsOf('en', 'terms');
    expect(sections.map((section) => section.heading.split('.')[0])).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(text('terms')).toContain('Business customers only');
    expect(text('terms')).toContain('30 days');
    expect(text('terms')).toContain('good-faith negotiation');
  });

  it('should list the four cookie categories and both ways to manage them', () => {
    const headings = sectionsOf('en', 'cookies').map((section) => section.heading);
    for (const category of ['Essential', 'Performance', 'Functionality', 'Targeting']) {
      expect(headings.some((heading) => heading.includes(category))).toBe(true);
    }
    expect(text('cookies')).toContain('Consent manager');
    expect(text('cookies')).toContain('Browser');
  });

  it.each(TRANSLATED.flatMap((language) => LEGAL_KINDS.map((kind) => [kind, language] as const)))(
    'should give the %s text in "%s" every section of the English one, translated',
    (kind, language) => {
      const english = sectionsOf('en', kind);
      const translated = sectionsOf(language, kind);
      expect(english.length).toBeGreaterThan(0);
      expect(outline(translated)).toEqual(outline(english));
      translated.forEach((section, index) => {
        expect(section.heading).not.toBe(english[index]!.heading);
        expect(JSON.stringify(section.blocks)).not.toBe(JSON.stringify(english[index]!.blocks));
      });
      // The placeholders filled in when rendered are all kept.
      for (const placeholder of ['{product}', '{email}']) {
        expect(text(kind, language).split(placeholder)).toHaveLength(
          text(kind).split(placeholder).length,
        );
      }
    },
  );

  // The legal facts, in each language's own words.
  const FACTS: Record<Exclude<Language, 'en'>, Record<LegalKind, string[]>> = {
    es: {
      privacy: [
        'Espacio Económico Europeo',
        'Estados Unidos',
        'legislación rumana',
        'Cluj-Napoca',
        'en el plazo de un mes',
        'ANSPDCP',
        'Mapas de calor',
        'API de IA',
        'Protección antispam',
      ],
      terms: [
        'Solo para clientes empresariales',
        'No se ofrecen a consumidores',
        'durante 30 días',
        'negociación de buena fe',
        'legislación rumana',
        'Cluj-Napoca',
      ],
      cookies: [
        'Cookies esenciales',
        'Cookies de rendimiento',
        'Cookies de funcionalidad',
        'Cookies de publicidad dirigida',
        'Gestor de consentimiento',
        'Navegador',
      ],
    },
    de: {
      privacy: [
        'Europäischen Wirtschaftsraum',
        'Vereinigten Staaten',
        'rumänischem Recht',
        'Cluj-Napoca',
        'innerhalb eines Monats',
        'ANSPDCP',
        'Heatmaps',
        'KI-API',
        'Spamschutz',
      ],
      terms: [
        'Ausschließlich für Unternehmenskunden',
        'Verbrauchern werden sie nicht angeboten',
        '30 Tage lang',
        'Verhandlungen nach Treu und Glauben',
        'rumänischem Recht',
        'Cluj-Napoca',
      ],
      cookies: [
        'Notwendige Cookies',
        'Performance-Cookies',
        'Funktionale Cookies',
        'Targeting-Cookies',
        'Consent-Management-Tool',
        'Browser',
      ],
    },
  };

  it.each(TRANSLATED)('should keep the legal facts in "%s"', (language) => {
    for (const kind of LEGAL_KINDS) {
      for (const fact of FACTS[language][kind]) expect(text(kind, language)).toContain(fact);
    }
    expect(sectionsOf(language, 'terms')).toHaveLength(12);
  });
});
