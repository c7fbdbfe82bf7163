/**
 * The contact form's rules (spec §5, §9), enforced by the server and mirrored by the browser from
 * this one source. Lengths count UTF-16 code units, as the browser's `maxLength` does.
 */

export const CONTACT_INTERESTS = [
  'strategy-consulting',
  'iot-data-engineering',
  'digital-twin',
  'data-analytics',
  'dlt-solutions',
  'workforce-reskilling',
  'partner-ecosystems',
  'managed-optimization',
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  companyMax: 100,
  messageMin: 10,
  messageMax: 1000,
  phoneMaxDigits: 16,
  emailMax: 254,
  /** Accepted submissions per email within the window. */
  perEmailMax: 3,
  perEmailWindowMs: 5 * 60_000,
  /** Shortest gap between two accepted submissions of one email. */
  perEmailMinGapMs: 60_000,
} as const;

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 100 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  companyMax: 'Company name must be less than 100 characters',
  interest: 'Please select an area of interest',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
} as const;

/** The contact form's toasts (spec §8), exact. */
export const CONTACT_TOASTS = {
  success: "Thank you for your message! We'll be in touch soon.",
  securityCheckFailed: 'Security check failed. Please try again.',
  ipRateLimited: 'Rate limit exceeded. Please wait 15 minutes before submitting again.',
  minGap: 'Please wait at least 1 minute between submissions.',
  invalidEmail: 'Please enter a valid email address.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/** "Too many submissions. Please wait {n} minute(s) before trying again." */
export function tooManySubmissionsMessage(minutes: number): string {
  return `Too many submissions. Please wait ${minutes} minute(s) before trying again.`;
}

/** The minutes a `tooManySubmissionsMessage` names, or null for any other text. */
export function tooManySubmissionsMinutes(message: string): number | null {
  const minutes =
    /^Too many submissions\. Please wait (\d+) minute\(s\) before trying again\.$/.exec(
      message,
    )?.[1];
  return minutes === undefined ? null : Number(minutes);
}

export type ContactField = 'name' | 'email' | 'phone' | 'company' | 'interest' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'company',
  'interest',
  'message',
];

// Local part and domain as the HTML email input accepts them, plus a dotted domain with a TLD.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;
// Optional plus, no leading zero, at most 16 digits.
const PHONE = /^\+?[1-9]\d{0,15}$/;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** `null` when a field's (untrimmed) value passes its rule, else the spec's message. */
export const contactFieldRules: Record<ContactField, (value: unknown) => string | null> = {
  name: (value) => {
    const v = text(value);
    if (v === null || v.length < CONTACT_LIMITS.nameMin) return CONTACT_MESSAGES.nameMin;
    return v.length > CONTACT_LIMITS.nameMax ? CONTACT_MESSAGES.nameMax : null;
  },
  email: (value) => {
    const v = text(value);
    return v !== null && v.length <= CONTACT_LIMITS.emailMax && EMAIL.test(v)
      ? null
      : CONTACT_MESSAGES.email;
  },
  phone: (value) => {
    if (value === undefined || value === null) return null;
    const v = text(value);
    if (v === null) return CONTACT_MESSAGES.phone;
    if (v === '') return null;
    return PHONE.test(v.replace(/[\s\-()]/g, '')) ? null : CONTACT_MESSAGES.phone;
  },
  company: (value) => {
    if (value === undefined || value === null) return null;
    const v = text(value);
    return v !== null && v.length <= CONTACT_LIMITS.companyMax ? null : CONTACT_MESSAGES.companyMax;
  },
  interest: (value) =>
    typeof value === 'string' && (CONTACT_INTERESTS as readonly string[]).includes(value)
      ? null
      : CONTACT_MESSAGES.interest,
  message: (value) => {
    const v = text(value);
    if (v === null || v.length < CONTACT_LIMITS.messageMin) return CONTACT_MESSAGES.messageMin;
    return v.length > CONTACT_LIMITS.messageMax ? CONTACT_MESSAGES.messageMax : null;
  },
};

/** Every failing field with its message; empty when the form is valid. */
export function validateContactForm(
  values: Partial<Record<ContactField, unknown>>,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = contactFieldRules[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Trimmed, with the HTML-special characters escaped (spec §5: "on submit"). */
export function escapeContactText(value: string): string {
  return value.trim().replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The inverse of `escapeContactText`, for plain-text channels (SMS). */
export function unescapeContactText(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => {
    const found = Object.entries(HTML_ESCAPES).find(([, e]) => e === entity);
    return found ? found[0] : entity;
  });
}
