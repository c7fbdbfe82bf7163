import { describe, expect, it } from 'vitest';
import {
  PASSPHRASE_MIN_LENGTH,
  passwordPolicyError,
  passwordRequirements,
  resetPasswordError,
} from './password-policy.js';

/** ASVS 6.2.5: no composition rule for long passphrases (15+ characters). */
describe('passphrases', () => {
  const passphrase = 'correct horse battery staple';

  it('should accept a long passphrase without character classes', () => {
    expect(PASSPHRASE_MIN_LENGTH).toBe(15);
    expect(passwordPolicyError(passphrase)).toBeNull();
    expect(passwordPolicyError('a'.repeat(15))).toBeNull();
  });

  it('should keep the class rules below 15 characters', () => {
    expect(passwordPolicyError('abcdefghijklmn')).toBe('Password must contain an uppercase letter');
  });

  it('should mark the class rules of the setup checklist met for a passphrase', () => {
    expect(passwordRequirements(passphrase).every((r) => r.met)).toBe(true);
    expect(passwordRequirements('abcdefgh').map((r) => r.met)).toEqual([true, false, true, false]);
  });

  it('should let a passphrase through the reset rule while shorter ones still need the meter', () => {
    expect(resetPasswordError(passphrase, 0)).toBeNull();
    expect(resetPasswordError(passphrase, 3)).toBe('Password found in 3 data breaches');
    expect(resetPasswordError('Shortone12', 0)).toBe(
      'Password must be at least 12 characters long',
    );
    expect(resetPasswordError('Quartz#Lantern-7Bd', 0)).toBeNull();
  });
});
