export * from './rules.js';
export * from './types.js';
