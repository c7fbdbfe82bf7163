/**
 * The reset page's strength meter (spec §5 "Strong password check"), computed the same way by the
 * page and by the server: 20 points per met rule, penalties for low entropy (-15), weak patterns
 * (-20), common words (-30) and a breach (-50).
 */
export const STRENGTH_MIN_LENGTH = 12;
export const STRENGTH_VALID_SCORE = 80;
export const STRENGTH_ENTROPY_BITS = 50;
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export type StrengthLabel = 'Strong' | 'Good' | 'Fair' | 'Weak' | 'Very Weak';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  errors: string[];
  valid: boolean;
  breached: boolean;
}

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;
const COMMON_WORDS = ['password', '123456', 'qwerty', 'admin', 'login'];
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const SUBSTITUTIONS: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};
const SUBSTITUTED_WORDS = ['password', 'admin', 'login', 'welcome', 'letmein', 'master', 'secret'];

export function strengthLabel(score: number): StrengthLabel {
  if (score >= 80) return 'Strong';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Fair';
  if (score >= 20) return 'Weak';
  return 'Very Weak';
}

/** Shannon-style estimate: length × log2(size of the character pools used). */
export function passwordEntropy(password: string): number {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/\d/.test(password)) pool += 10;
  if (/[^a-zA-Z\d]/.test(password)) pool += 32;
  return pool === 0 ? 0 : password.length * Math.log2(pool);
}

function hasSequence(lower: string): boolean {
  for (let i = 0; i + 2 < lower.length; i++) {
    const a = lower.charCodeAt(i);
    const b = lower.charCodeAt(i + 1);
    const c = lower.charCodeAt(i + 2);
    if (/[a-z\d]/.test(lower[i]!) && ((b === a + 1 && c === b + 1) || (b === a - 1 && c === b - 1)))
      return true;
  }
  return false;
}

function hasKeyboardPattern(lower: string): boolean {
  for (const row of KEYBOARD_ROWS) {
    for (let i = 0; i + 4 <= row.length; i++) {
      const run = row.slice(i, i + 4);
      if (lower.includes(run) || lower.includes([...run].reverse().join(''))) return true;
    }
  }
  return false;
}

function hasSubstitution(lower: string): boolean {
  if (![...lower].some((ch) => ch in SUBSTITUTIONS)) return false;
  const plain = [...lower].map((ch) => SUBSTITUTIONS[ch] ?? ch).join('');
  return SUBSTITUTED_WORDS.some((word) => plain.includes(word) && !lower.includes(word));
}

/** The weak patterns found, in the order the message lists them. */
export function weakPatterns(password: string): string[] {
  const lower = password.toLowerCase();
  const found: string[] = [];
  if (hasSequence(lower)) found.push('sequential characters');
  if (/(.)\1\1/.test(password)) found.push('repeated characters');
  if (hasKeyboardPattern(lower)) found.push('keyboard patterns');
  if (hasSubstitution(lower)) found.push('common substitutions');
  return found;
}

/**
 * The meter for a password; `breachCount` is the breach range API's count (0 or undefined when
 * the check found nothing or failed, which is ignored).
 */
export function assessPasswordStrength(password: string, breachCount = 0): PasswordStrength {
  const errors: string[] = [];
  let score = 0;
  const rules: [boolean, string][] = [
    [password.length >= STRENGTH_MIN_LENGTH, 'Password must be at least 12 characters long'],
    [/[A-Z]/.test(password), 'Password must contain at least one uppercase letter'],
    [/[a-z]/.test(password), 'Password must contain at least one lowercase letter'],
    [/\d/.test(password), 'Password must contain at least one number'],
    [SPECIAL.test(password), 'Password must contain at least one special character'],
  ];
  for (const [met, message] of rules) {
    if (met) score += 20;
    else errors.push(message);
  }
  if (password.length > 0 && passwordEntropy(password) < STRENGTH_ENTROPY_BITS) {
    errors.push('Password is not random enough');
    score -= 15;
  }
  const patterns = weakPatterns(password);
  if (patterns.length > 0) {
    errors.push(`Password contains weak patterns: ${patterns.join(', ')}`);
    score -= 20;
  }
  const lower = password.toLowerCase();
  if (COMMON_WORDS.some((word) => lower.includes(word))) {
    errors.push('Password contains common patterns that are easily guessable');
    score -= 30;
  }
  const breached = breachCount > 0;
  if (breached) {
    errors.push(`Password found in ${breachCount} data breaches`);
    score -= 50;
  }
  score = Math.max(0, Math.min(100, score));
  return {
    score,
    label: strengthLabel(score),
    errors,
    valid: errors.length === 0 && score >= STRENGTH_VALID_SCORE && !breached,
    breached,
  };
}
