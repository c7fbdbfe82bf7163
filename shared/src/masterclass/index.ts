export * from './types.js';
export * from './rules.js';
