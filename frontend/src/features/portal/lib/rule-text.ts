import { PROFILE_MESSAGES } from '@fabrion/shared';
import type { TFunction } from '@/lib/i18n';

/** The profile rules this feature shows, by key of `rules` in `portal/member`. */
const RULES = [
  'fullNameShort',
  'fullNameLong',
  'phoneInvalid',
  'specializationLong',
  'dialogPasswordShort',
  'dialogConfirmShort',
  'dialogMismatch',
] as const;

/**
 * A shared profile rule's message (English, for the page and the server alike) in the page's
 * language; any other message (another of the server's) is returned as it is.
 */
export function ruleText(t: TFunction, message: string): string {
  const key = RULES.find((rule) => PROFILE_MESSAGES[rule] === message);
  return key ? t(`rules.${key}`) : message;
}

/** Each field's message in the page's language. */
export function ruleTexts(t: TFunction, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, ruleText(t, message)]),
  );
}
