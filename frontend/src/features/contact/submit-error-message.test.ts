import { describe, expect, it } from 'vitest';
import { submitErrorMessage } from './submit-error-message';

describe('submitErrorMessage', () => {
  it('should show the server texts of a 429', () => {
    const message = 'Too many submissions. Please wait 2 minute(s) before trying again.';
    expect(submitErrorMessage({ statusCode: 429, message })).toBe(message);
  });
  it('should name the failed security check', () => {
    expect(
      submitErrorMessage({ statusCode: 503, message: 'Security check failed. Please try again.' }),
    ).toBe('Security check failed. Please try again.');
  });
  it('should fall back to the generic text', () => {
    expect(submitErrorMessage(null)).toBe('An unexpected error occurred. Please try again later.');
    expect(submitErrorMessage({ statusCode: 500, message: 'Internal server error' })).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });
});
