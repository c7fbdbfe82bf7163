import { isDatabaseUnavailable } from './database-unavailable';

describe(isDatabaseUnavailable.name, () => {
  it('should recognise refused, cut and shutting-down connections, wrapped or not', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'query failed', driverError: { code: '57P01' } })).toBe(
      true,
    );
  });

  it('should leave other errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code: '22P02' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
