export { createI18n, LANGUAGE_STORAGE_KEY } from './i18n';
export { createI18nInstance, type Translations } from './i18n-instance';
export { ensureLanguage, loadTranslations } from './load-translations';
export { resources } from './resources';
export { detectLanguage } from './detect-language';
export { useLanguage } from './use-language';
export { LanguageSwitcher } from './components/language-switcher';
