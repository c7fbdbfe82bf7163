import type { ValidationError } from '@nestjs/common';
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
