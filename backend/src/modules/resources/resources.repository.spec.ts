import { prefixQuery, searchStatement } from './resources.repository';

describe('prefixQuery', () => {
  it('should make every word a prefix, all of them required', () => {
    expect(prefixQuery('Pump  fleets')).toBe("'Pump':* & 'fleets':*");
  });

  it('should split on punctuation as the table trigger does', () => {
    expect(prefixQuery('pay-per-use 4.0 a@b.com')).toBe(
      "'pay':* & 'per':* & 'use':* & '4':* & '0':* & 'a':* & 'b':* & 'com':*",
    );
  });

  it('should keep letters of every language (case and accents are folded by PostgreSQL)', () => {
    expect(prefixQuery('Köhler Montaña')).toBe("'Köhler':* & 'Montaña':*");
    // A decomposed accent is composed first.
    expect(prefixQuery('Mu\u0308ller')).toBe("'Müller':*");
  });

  it('should never pass query syntax, quotes or backslashes on', () => {
    expect(prefixQuery("a' | !b:* & (c <-> d) \\ e")).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':*");
  });

  it('should give null for a text without a word', () => {
    expect(prefixQuery('%% _ -- !')).toBeNull();
  });
});

describe('searchStatement', () => {
  it('should pass the category, the words (as a tsquery and as text) and the page', () => {
    const [sql, parameters] = searchStatement({ category: 'Flyer', q: 'pump  Fleets' }, 6, 3);
    expect(parameters).toEqual(['Flyer', "'pump':* & 'Fleets':*", 'pump Fleets', 3, 6]);
    expect(sql).toContain(
      "dashboard_resources_search($1::varchar, to_tsquery('resource_search', $2::text)",
    );
  });

  it('should match nothing for a text without a word, and read no table', () => {
    const [sql, parameters] = searchStatement({ q: '%%' }, 0, 3);
    expect(parameters).toEqual([]);
    expect(sql).not.toContain('dashboard_resources');
  });

  it('should pass no words for a list without a filter', () => {
    const [, parameters] = searchStatement({}, 0, 3);
    expect(parameters).toEqual([null, null, null, 3, 0]);
  });
});
