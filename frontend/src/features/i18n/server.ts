// Every language and namespace bundled: for server rendering and tests, never for the browser.
export { createI18n } from './i18n';
export { resources } from './resources';
