export * from './content/index.js';
export * from './i18n/languages.js';
export * from './contact/index.js';
