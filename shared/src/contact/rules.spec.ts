import { describe, expect, it } from 'vitest';
import {
  escapeContactText,
  tooManySubmissionsMessage,
  tooManySubmissionsMinutes,
  unescapeContactText,
  validateContactForm,
} from './rules.js';

describe('validateContactForm', () => {
  const valid = {
    name: 'Ana',
    email: 'ana@example.com',
    interest: 'digital-twin',
    message: 'Hello there, twins!',
  };

  it('should pass a valid form with optional fields empty', () => {
    expect(validateContactForm({ ...valid, phone: '', company: '' })).toEqual({});
  });

  it('should check phones as the spec says', () => {
    const phone = (value: string) => validateContactForm({ ...valid, phone: value }).phone;
    expect(phone('+40 (721) 123-456')).toBeUndefined();
    expect(phone('1234567890123456')).toBeUndefined();
    expect(phone('12345678901234567')).toBe('Please enter a valid phone number');
    expect(phone('0721123456')).toBe('Please enter a valid phone number');
  });

  it('should measure lengths after trimming', () => {
    expect(validateContactForm({ ...valid, name: ' A ' }).name).toBe(
      'Name must be at least 2 characters',
    );
    expect(validateContactForm({ ...valid, message: `  ${'m'.repeat(1000)}  ` })).toEqual({});
  });
});

describe('contact text', () => {
  it('should escape and unescape the HTML-special characters', () => {
    const raw = ` <a href="x">O'Brien & co</a> `;
    expect(escapeContactText(raw)).toBe(
      '&lt;a href=&quot;x&quot;&gt;O&#x27;Brien &amp; co&lt;/a&gt;',
    );
    expect(unescapeContactText(escapeContactText(raw))).toBe(raw.trim());
  });

  it('should word the per-email limit with the minutes', () => {
    expect(tooManySubmissionsMessage(4)).toBe(
      'Too many submissions. Please wait 4 minute(s) before trying again.',
    );
  });

  it('should read the minutes back from that message, and nothing from other texts', () => {
    expect(tooManySubmissionsMinutes(tooManySubmissionsMessage(12))).toBe(12);
    expect(tooManySubmissionsMinutes('Please wait at least 1 minute between submissions.')).toBe(
      null,
    );
  });
});
