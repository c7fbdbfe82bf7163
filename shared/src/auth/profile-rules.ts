/** Profile and account-setup rules (spec §5), mirrored by the browser and enforced by the server. */
export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const SPECIALIZATION_MAX = 200;
export const PHONE_MAX_LENGTH = 32;

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Full name required',
  fullNameShort: 'Full name must be at least 2 characters.',
  fullNameLong: 'Full name must be less than 100 characters.',
  phoneInvalid: 'Please enter a valid phone number.',
  specializationLong: 'Specialization must be less than 200 characters.',
  dialogPasswordShort: 'Password must be at least 6 characters.',
  dialogConfirmShort: 'Confirm password must be at least 6 characters.',
  dialogMismatch: 'Passwords do not match',
} as const;

/** Optional +, then 7 to 16 digits with spaces, dots, dashes or brackets between them. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 16;
}

/** Strips tags and control characters and collapses whitespace (names, specialization). */
export function sanitizeText(value: string): string {
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/[<>]/g, '')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function fullNameError(value: string, required = true): string | null {
  const clean = sanitizeText(value);
  if (!clean) return required ? PROFILE_MESSAGES.fullNameRequired : null;
  if (clean.length < FULL_NAME_MIN) return PROFILE_MESSAGES.fullNameShort;
  if (clean.length > FULL_NAME_MAX) return PROFILE_MESSAGES.fullNameLong;
  return null;
}

export function phoneError(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return isValidPhone(value) ? null : PROFILE_MESSAGES.phoneInvalid;
}

export function specializationError(value: string | null | undefined): string | null {
  if (!value) return null;
  return sanitizeText(value).length > SPECIALIZATION_MAX
    ? PROFILE_MESSAGES.specializationLong
    : null;
}

/** full_name, then the part of the e-mail before the at-sign, then "User". */
export function displayName(fullName: string | null | undefined, email: string | null | undefined) {
  const name = fullName?.trim();
  if (name) return name;
  const prefix = email?.split('@')[0]?.trim();
  return prefix || 'User';
}
