import type { ValidationError } from '@nestjs/common';
import { findInheritedKey, findUnstorableText } from './storable-text';
import { flattenValidationErrors } from './validation.pipe';

describe(flattenValidationErrors.name, () => {
  it('should map each field to its message, nested fields dotted', () => {
    const errors: ValidationError[] = [
      { property: 'name', constraints: { minLength: 'Name must be at least 2 characters' } },
      {
        property: 'profile',
        children: [
          { property: 'phone', constraints: { isPhone: 'Please enter a valid phone number' } },
        ],
      },
    ];
    expect(flattenValidationErrors(errors)).toEqual({
      name: 'Name must be at least 2 characters',
      'profile.phone': 'Please enter a valid phone number',
    });
  });

  it('should report an unknown field as such', () => {
    const errors: ValidationError[] = [
      {
        property: 'admin',
        constraints: { whitelistValidation: 'property admin should not exist' },
      },
    ];
    expect(flattenValidationErrors(errors)).toEqual({ admin: 'property admin should not exist' });
  });
});

describe(findUnstorableText.name, () => {
  it('should name the first field holding a NUL or an unpaired surrogate, at any depth', () => {
    expect(findUnstorableText({ name: 'Ada', context: { referrer: 'x\u0000' } })).toBe(
      'context.referrer',
    );
    expect(findUnstorableText({ message: 'a\ud800b' })).toBe('message');
    expect(findUnstorableText({ message: 'a\udc00' })).toBe('message');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
  });

  it('should accept any other text, emoji (paired surrogates) included', () => {
    expect(findUnstorableText({ message: 'ok 🚀 \t\n\u0001 ñ', list: ['a', 1, null] })).toBeNull();
  });
});

describe(findInheritedKey.name, () => {
  it('should name a key that every object already has, at any depth', () => {
    expect(findInheritedKey({ email: 'a@b.c', constructor: 'x' })).toBe('constructor');
    expect(findInheritedKey({ context: { toString: 1 } })).toBe('context.toString');
    expect(findInheritedKey({ email: 'a@b.c', context: { utmSource: 'x' } })).toBeNull();
  });
});
