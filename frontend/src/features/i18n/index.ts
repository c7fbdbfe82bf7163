// The browser's side of translations. Every language bundled at once (`createI18n`, `resources`)
// is for server rendering and tests only: import it from `@/features/i18n/server`, so no client
// chunk can take it in.
export { createI18nInstance, LANGUAGE_STORAGE_KEY, type Translations } from './i18n-instance';
export { ensureLanguage, loadTranslations } from './load-translations';
export { isPageNamespace, pageNamespaces } from './namespaces';
export { detectLanguage, languageAfterSignIn } from './detect-language';
export { useLanguage } from './use-language';
export { useAccountLanguage } from './use-account-language';
export { LanguageSwitcher } from './components/language-switcher';
export { LanguageInUrl } from './components/language-in-url';
export { formatDay, type DayStyle } from './format-day';
