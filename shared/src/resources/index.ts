export * from './types.js';
export * from './ai-tools.js';
