/**
 * What may reach a log line. Links e-mailed to people carry one-time tokens in their query string
 * or fragment, visitors type e-mail addresses and phone numbers, and any visitor input may hold
 * line breaks that would forge log lines in a text log: none of it is written as it came.
 */

/** Query or fragment parameters whose values are credentials. */
const SECRET_PARAMS =
  /([?&#](?:token_hash|token|access_token|refresh_token|code|password|preview)=)[^&#\s"'<>]*/gi;
/** 256-bit tokens (base64url, 43 characters) and anything longer of the same alphabet. */
const LONG_TOKEN = /(?<![\w-])[A-Za-z0-9_-]{43,}(?![\w-])/g;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/**
 * A phone-like run (optional + or (, then 7 or more digits with spaces, dots, dashes, parentheses),
 * unless it is a date or time (ISO, or as in file names), matched first and kept.
 */
const PHONE = /(\d{4}-\d{2}-\d{2}(?:T[\d:.-]+Z?)?)|\+?\(?\d[\d\s().-]{5,}\d/g;

export const REDACTED = '[redacted]';

/** A URL with the values of credential parameters replaced (path and other parameters kept). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** `ada@example.com` → `a***@example.com`. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** Keeps the last two digits of a phone number: `+34 600 987 654` → `***54`. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (match, date: string | undefined) => {
    const digits = match.replace(/\D/g, '');
    return !date && digits.length >= 7 ? `***${digits.slice(-2)}` : match;
  });
}

/** CR and LF as the two characters `\r` and `\n`, so input cannot start a line of its own. */
export function escapeLineBreaks(text: string): string {
  return text.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

/** Credential parameters and anything shaped like a 256-bit token out. */
export function redactSecrets(text: string): string {
  return redactUrl(text).replace(LONG_TOKEN, REDACTED);
}

/** Credentials, e-mail addresses and phone numbers out; line breaks kept (stack traces). */
export function redactText(text: string): string {
  return maskPhones(maskEmails(redactSecrets(text)));
}

/** Everything above, for free text about to be logged or stored in the security log. */
export function sanitizeLogText(text: string): string {
  return escapeLineBreaks(redactText(text));
}
