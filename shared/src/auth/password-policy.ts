import { assessPasswordStrength } from './password-strength.js';

/**
 * The one password policy of every password the server stores (setup, reset, change): at least
 * 8 characters with an uppercase letter, a lowercase letter and a digit, at most 128 characters
 * (never truncated); a passphrase of PASSPHRASE_MIN_LENGTH characters or more needs no character
 * classes (ASVS 6.2.5). The server adds the common-password list and the breach range check.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** From this length on, the character-class rules no longer apply (long passphrases). */
export const PASSPHRASE_MIN_LENGTH = 15;
export const PASSWORD_MAX_LENGTH = 128;
/** The profile dialog's own minimum (spec); the server policy above still applies. */
export const DIALOG_PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 128 characters',
  uppercase: 'Password must contain an uppercase letter',
  lowercase: 'Password must contain a lowercase letter',
  digit: 'Password must contain a number',
  common: 'This password is too common. Please choose another one.',
  breached: 'This password has appeared in a data breach. Please choose another one.',
  mismatch: "Passwords don't match",
  currentWrong: 'Current password is incorrect',
} as const;

export interface PasswordRequirement {
  key: 'length' | 'uppercase' | 'lowercase' | 'digit';
  label: string;
  met: boolean;
}

/** The setup checklist: each rule of the policy with whether the password meets it. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  const passphrase = isPassphrase(password);
  return [
    { key: 'length', label: 'At least 8 characters', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'uppercase', label: 'One uppercase letter', met: passphrase || /[A-Z]/.test(password) },
    { key: 'lowercase', label: 'One lowercase letter', met: passphrase || /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', met: passphrase || /\d/.test(password) },
  ];
}

/** A password long enough to need no character classes. */
export function isPassphrase(password: string): boolean {
  return password.length >= PASSPHRASE_MIN_LENGTH;
}

/** The first policy message the password breaks, or null (list and breach checks are server-side). */
export function passwordPolicyError(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (isPassphrase(password)) return null;
  if (!/[A-Z]/.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/[a-z]/.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/\d/.test(password)) return PASSWORD_MESSAGES.digit;
  return null;
}

/**
 * The reset page's rule (spec: the strong check must pass), enforced by the server too: below
 * PASSPHRASE_MIN_LENGTH the strength meter must call the password valid; a passphrase only must
 * not be breached (the meter stays on the page as guidance). The first message, or null.
 */
export function resetPasswordError(password: string, breachCount = 0): string | null {
  const strength = assessPasswordStrength(password, breachCount);
  if (!isPassphrase(password))
    return strength.valid ? null : (strength.errors[0] ?? 'Password is not strong enough');
  return strength.breached ? `Password found in ${breachCount} data breaches` : null;
}
