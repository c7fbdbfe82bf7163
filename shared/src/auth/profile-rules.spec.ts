import { describe, expect, it } from 'vitest';
import { passwordPolicyError, passwordRequirements } from './password-policy.js';
import {
  displayName,
  fullNameError,
  isValidPhone,
  phoneError,
  sanitizeText,
  specializationError,
} from './profile-rules.js';

describe('profile rules', () => {
  it('should check full name length with the spec messages', () => {
    expect(fullNameError('  ')).toBe('Full name required');
    expect(fullNameError('A')).toBe('Full name must be at least 2 characters.');
    expect(fullNameError('A'.repeat(101))).toBe('Full name must be less than 100 characters.');
    expect(fullNameError('Ada Lovelace')).toBeNull();
  });

  it('should accept optional valid phones only', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('+34 600 123 456')).toBeNull();
    expect(isValidPhone('12ab')).toBe(false);
    expect(isValidPhone('123')).toBe(false);
    expect(phoneError('1'.repeat(17))).toBe('Please enter a valid phone number.');
  });

  it('should limit specialization to 200 characters and sanitize text', () => {
    expect(specializationError('x'.repeat(201))).toBe(
      'Specialization must be less than 200 characters.',
    );
    expect(sanitizeText(' <b>Ada</b>\n Lovelace ')).toBe('Ada Lovelace');
  });

  it('should fall back from full name to the e-mail prefix to User', () => {
    expect(displayName('Ada', 'a@b.c')).toBe('Ada');
    expect(displayName(null, 'grace@navy.mil')).toBe('grace');
    expect(displayName('', '')).toBe('User');
  });

  it('should apply the password policy up to 128 characters', () => {
    expect(passwordPolicyError('Abcdefg1')).toBeNull();
    expect(passwordPolicyError(`Aa1${'x'.repeat(125)}`)).toBeNull();
    expect(passwordPolicyError(`Aa1${'x'.repeat(126)}`)).toBe(
      'Password must be at most 128 characters',
    );
    expect(passwordPolicyError('abcdefg1')).toBe('Password must contain an uppercase letter');
    expect(passwordRequirements('Ab1').map((r) => r.met)).toEqual([false, true, true, true]);
  });
});
