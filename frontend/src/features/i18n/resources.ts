import type { Language } from '@fabrion/shared';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';
import contactDe from './locales/de/contact.json';
import contactEn from './locales/en/contact.json';
import contactEs from './locales/es/contact.json';
import contentDe from './locales/de/content.json';
import contentEn from './locales/en/content.json';
import contentEs from './locales/es/content.json';

/** Translations by language and namespace. Every namespace exists in every language (tested). */
export const resources = {
  en: { common: commonEn, content: contentEn, contact: contactEn },
  es: { common: commonEs, content: contentEs, contact: contactEs },
  de: { common: commonDe, content: contentDe, contact: contactDe },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
