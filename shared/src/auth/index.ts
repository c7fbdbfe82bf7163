export * from './password-policy.js';
export * from './password-strength.js';
export * from './profile-rules.js';
export * from './types.js';
