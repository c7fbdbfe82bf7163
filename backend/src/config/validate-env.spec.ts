import { z } from 'zod';
import { ConfigValidationError, int, optionalUrl, validateEnv } from './validate-env';

describe(validateEnv.name, () => {
  const schema = z.object({ PORT: int(3000, 1, 65535), DATABASE_URL: optionalUrl(['postgres']) });

  it('should apply defaults and treat empty strings as unset', () => {
    const sut = validateEnv('test', schema, { DATABASE_URL: '' });
    expect(sut).toEqual({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('should name the offending variable and its value', () => {
    expect(() => validateEnv('test', schema, { PORT: 'eighty' })).toThrow(ConfigValidationError);
    expect(() => validateEnv('test', schema, { PORT: 'eighty' })).toThrow(/PORT \("eighty"\)/);
  });

  it('should reject a URL of the wrong protocol', () => {
    expect(() => validateEnv('test', schema, { DATABASE_URL: 'mysql://x/y' })).toThrow(
      /DATABASE_URL .*postgres:\/\//,
    );
  });
});
