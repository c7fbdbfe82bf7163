import { matchesIfNoneMatch } from './conditional-request';

describe(matchesIfNoneMatch.name, () => {
  const etag = '"abc123"';

  it('should match the same tag, a weak form of it, one of a list, or *', () => {
    expect(matchesIfNoneMatch('"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"zzz", "abc123"', etag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', etag)).toBe(true);
  });

  it('should not match another tag, an unquoted one or no header', () => {
    expect(matchesIfNoneMatch('"abc1234"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc123', etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
