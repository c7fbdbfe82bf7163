import { decideEmailLimit } from './contact-limits';

const t0 = new Date('2025-06-01T09:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe(decideEmailLimit.name, () => {
  it('should allow the first submission', () => {
    expect(decideEmailLimit([], t0)).toEqual({ allowed: true });
  });

  it('should ask for a minute between two submissions', () => {
    expect(decideEmailLimit([t0], at(59_000))).toEqual({
      allowed: false,
      message: 'Please wait at least 1 minute between submissions.',
      retryAfterSeconds: 1,
    });
    expect(decideEmailLimit([t0], at(60_000))).toEqual({ allowed: true });
  });

  it('should refuse a fourth within five minutes, naming the minutes left', () => {
    const sut = decideEmailLimit([t0, at(61_000), at(122_000)], at(183_000));
    expect(sut).toEqual({
      allowed: false,
      message: 'Too many submissions. Please wait 2 minute(s) before trying again.',
      retryAfterSeconds: 117,
    });
  });

  it('should allow again once the oldest leaves the window', () => {
    expect(decideEmailLimit([t0, at(61_000), at(122_000)], at(300_000))).toEqual({
      allowed: true,
    });
  });
});
