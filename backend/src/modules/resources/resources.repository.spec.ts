import { EXACT_SEARCH_COUNT, prefixQuery, searchStatement } from './resources.repository';

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
  it('should number the page, then the category and the words', () => {
    const [sql, parameters] = searchStatement({ category: 'Flyer', q: 'pump' }, 6, 3);
    expect(parameters).toEqual([3, 6, 'Flyer', "'pump':*"]);
    expect(sql).toContain(`LIMIT ${EXACT_SEARCH_COUNT + 1}`);
    expect(sql).toContain(
      "dashboard_resources_match_estimate($3, to_tsquery('resource_search', $4))",
    );
  });

  it('should match nothing for a text without a word, and pass no text on', () => {
    const [sql, parameters] = searchStatement({ q: '%%' }, 0, 3);
    expect(parameters).toEqual([3, 0]);
    expect(sql).toContain('AND false');
  });

  it('should estimate a list without a filter from the whole table', () => {
    const [sql] = searchStatement({}, 0, 3);
    expect(sql).toContain('dashboard_resources_match_estimate(NULL::varchar, NULL::tsquery)');
  });
});
