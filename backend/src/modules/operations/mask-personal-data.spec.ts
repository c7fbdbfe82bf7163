import { maskDeep, maskPersonalData } from './mask-personal-data';

describe(maskPersonalData.name, () => {
  it('should hide all but the last two digits of phone numbers', () => {
    expect(maskPersonalData("The 'To' number +40700000001 is not valid")).toBe(
      "The 'To' number +•••••••••01 is not valid",
    );
    expect(maskPersonalData('call 0721 123 456 now')).toBe('call ••••••••56 now');
  });

  it('should mask e-mail addresses but keep the domain', () => {
    expect(maskPersonalData('New contact: Ana <ana.popescu@example.com>')).toBe(
      'New contact: Ana <a•••@example.com>',
    );
  });

  it('should leave ids, status codes and short numbers readable', () => {
    const text = 'SMS provider answered 503 for contact:0b9f3d4e-1111-4a2b-8c3d-123456789abc';
    expect(maskPersonalData(text)).toBe(text);
  });

  it('should mask every string inside job data', () => {
    expect(maskDeep({ to: ['+40700000002'], n: 2, nested: { email: 'bo@x.io' } })).toEqual({
      to: ['+•••••••••02'],
      n: 2,
      nested: { email: 'b•••@x.io' },
    });
  });
});
