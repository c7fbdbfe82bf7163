/**
 * The one password policy of every password the server stores (setup, reset, change): at least
 * 8 characters with an uppercase letter, a lowercase letter and a digit, at most 128 characters
 * (never truncated). The server adds the common-password list and the breach range check.
 */
export const PASSWORD_MIN_LENGTH = 8;
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
  return [
    { key: 'length', label: 'At least 8 characters', met: password.length >= PASSWORD_MIN_LENGTH },
    { key: 'uppercase', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { key: 'lowercase', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { key: 'digit', label: 'One number', met: /\d/.test(password) },
  ];
}

/** The first policy message the password breaks, or null (list and breach checks are server-side). */
export function passwordPolicyError(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (!/[A-Z]/.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/[a-z]/.test(password)) return PASSWORD_MESSAGES.lowercase;
  if (!/\d/.test(password)) return PASSWORD_MESSAGES.digit;
  return null;
}
