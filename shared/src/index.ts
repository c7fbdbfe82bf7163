export * from './content/index.js';
export * from './i18n/languages.js';
