import fc from 'fast-check';
import {
  escapeLineBreaks,
  maskEmails,
  maskPhones,
  redactUrl,
  sanitizeLogText,
} from './log-redaction';

describe(sanitizeLogText.name, () => {
  it('should remove the credentials of e-mailed links and keep the rest of the address', () => {
    expect(redactUrl('/confirm-signup?token_hash=abc_DEF-123&type=invite')).toBe(
      '/confirm-signup?token_hash=[redacted]&type=invite',
    );
    expect(redactUrl('https://x.test/reset-password#access_token=s3cr3t&type=recovery')).toBe(
      'https://x.test/reset-password#access_token=[redacted]&type=recovery',
    );
    expect(redactUrl('/blog?page=2&lang=es')).toBe('/blog?page=2&lang=es');
  });

  it("should remove an editor's preview token from a page address", () => {
    expect(redactUrl('/blog/a-draft?lang=de&preview=eyJh.eyJr.c2ln')).toBe(
      '/blog/a-draft?lang=de&preview=[redacted]',
    );
  });

  it('should mask e-mail addresses and phone numbers', () => {
    expect(maskEmails('to ada.lovelace@example.com now')).toBe('to a***@example.com now');
    expect(maskPhones('call +34 600 987 654 or (021) 555-0199')).toBe('call ***54 or ***99');
    expect(maskPhones('written 2025-06-01T09-00-00-000Z')).toBe('written 2025-06-01T09-00-00-000Z');
  });

  it('should escape CR and LF', () => {
    expect(escapeLineBreaks('a\r\nb')).toBe('a\\r\\nb');
  });

  it('should never let a 256-bit token through, wherever it stands', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), (bytes, around) => {
        const token = Buffer.from(bytes).toString('base64url');
        const sut = sanitizeLogText(`${around} ${token} ${around}`);
        expect(sut).not.toContain(token);
        expect(sut).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
