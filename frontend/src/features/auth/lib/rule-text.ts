import { PASSWORD_MESSAGES, PROFILE_MESSAGES } from '@fabrion/shared';
import type { TFunction } from '@/lib/i18n';

/** The strength meter's fixed messages (`assessPasswordStrength`), by key of `rules.strength`. */
const STRENGTH_MESSAGES = {
  length: 'Password must be at least 12 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  random: 'Password is not random enough',
  common: 'Password contains common patterns that are easily guessable',
  notStrong: 'Password is not strong enough',
} as const;

const PATTERNS: Record<string, string> = {
  'sequential characters': 'sequential',
  'repeated characters': 'repeated',
  'keyboard patterns': 'keyboard',
  'common substitutions': 'substitutions',
};

const TABLES = [
  ['password', PASSWORD_MESSAGES],
  ['profile', PROFILE_MESSAGES],
  ['strength', STRENGTH_MESSAGES],
] as const;

function keyOf(table: Record<string, string>, message: string): string | undefined {
  return Object.keys(table).find((key) => table[key] === message);
}

/**
 * A password or profile rule's message (the shared rules speak English, for the page and for the
 * server alike) in the page's language (`portal/auth` `rules`). A message it does not know, such
 * as another message of the server, is returned as it is.
 */
export function ruleText(t: TFunction, message: string): string {
  for (const [group, table] of TABLES) {
    const key = keyOf(table, message);
    if (key) return t(`rules.${group}.${key}`);
  }
  const patterns = /^Password contains weak patterns: (.+)$/.exec(message);
  if (patterns) {
    const names = patterns[1]!
      .split(', ')
      .map((name) => (PATTERNS[name] ? t(`rules.patterns.${PATTERNS[name]}`) : name));
    return t('rules.strength.patterns', { patterns: names.join(', ') });
  }
  const breaches = /^Password found in (\d+) data breaches$/.exec(message);
  if (breaches) return t('rules.strength.breaches', { count: Number(breaches[1]) });
  return message;
}
