import type { Language } from '@fabrion/shared';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';
import contentDe from './locales/de/content.json';
import contentEn from './locales/en/content.json';
import contentEs from './locales/es/content.json';

/** Translations by language and namespace. Every namespace exists in every language (tested). */
export const resources = {
  en: { common: commonEn, content: contentEn },
  es: { common: commonEs, content: contentEs },
  de: { common: commonDe, content: contentDe },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
