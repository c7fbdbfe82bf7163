import type { Language } from '@fabrion/shared';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';

/** Translations by language and namespace. Every namespace exists in every language (tested). */
export const resources = {
  en: { common: commonEn },
  es: { common: commonEs },
  de: { common: commonDe },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
