import type { Language } from '@fabrion/shared';
import aboutDe from './locales/de/about.json';
import aboutEn from './locales/en/about.json';
import aboutEs from './locales/es/about.json';
import commonDe from './locales/de/common.json';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';
import contactDe from './locales/de/contact.json';
import contactEn from './locales/en/contact.json';
import contactEs from './locales/es/contact.json';
import contentDe from './locales/de/content.json';
import contentEn from './locales/en/content.json';
import contentEs from './locales/es/content.json';
import legalDe from './locales/de/legal.json';
import legalEn from './locales/en/legal.json';
import legalEs from './locales/es/legal.json';
import homeDe from './locales/de/home.json';
import homeEn from './locales/en/home.json';
import homeEs from './locales/es/home.json';
import servicesDe from './locales/de/services.json';
import servicesEn from './locales/en/services.json';
import servicesEs from './locales/es/services.json';

/** Translations by language and namespace. Every namespace exists in every language (tested). */
export const resources = {
  en: {
    common: commonEn,
    content: contentEn,
    home: homeEn,
    services: servicesEn,
    about: aboutEn,
    legal: legalEn,
    contact: contactEn,
  },
  es: {
    common: commonEs,
    content: contentEs,
    home: homeEs,
    services: servicesEs,
    about: aboutEs,
    legal: legalEs,
    contact: contactEs,
  },
  de: {
    common: commonDe,
    content: contentDe,
    home: homeDe,
    services: servicesDe,
    about: aboutDe,
    legal: legalDe,
    contact: contactDe,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
