export * from './types.js';
export * from './rules.js';
export * from './validation.js';
export * from './comparison.js';
export * from './definitions/index.js';
