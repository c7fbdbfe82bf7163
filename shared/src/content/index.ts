export * from './types.js';
export * from './case-study-groups.js';
export * from './image-url.js';
export * from './page-number.js';
export * from './preview.js';
