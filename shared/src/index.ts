export * from './content/index.js';
export * from './i18n/languages.js';
export * from './auth/index.js';
export * from './site/site-map.js';
export * from './contact/index.js';
export * from './assessments/index.js';
export * from './resources/index.js';
export * from './masterclass/index.js';
