/** Phone numbers: 7+ digits, maybe with a leading +, spaces, dots, dashes or brackets between. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/** Ids (uuid) are not personal data and must stay readable. */
const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** A phone number with every digit but the last two hidden (`+•••••••••01`). */
function maskPhone(match: string): string {
  const digits = match.replace(/\D/g, '');
  return `${match.startsWith('+') ? '+' : ''}${'•'.repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
}

/**
 * Text an operator may read: phone numbers and e-mail addresses masked (the first letter and the
 * domain of an address stay, for telling failures apart). Uuids are left alone.
 */
export function maskPersonalData(text: string): string {
  // split() with a capturing group: the uuids sit at the odd indexes.
  return text
    .split(UUID)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(EMAIL, (_, first: string, domain: string) => `${first}•••@${domain}`)
            .replace(PHONE, maskPhone),
    )
    .join('');
}

/** Every string inside a value masked (job data, return values). */
export function maskDeep(value: unknown): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (Array.isArray(value)) return value.map(maskDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v)]));
  return value;
}
