export { createI18n, LANGUAGE_STORAGE_KEY } from './i18n';
export { resources } from './resources';
export { detectLanguage } from './detect-language';
export { useLanguage } from './use-language';
export { LanguageSwitcher } from './components/language-switcher';
