import { MAX_PAGE, pageCount, pageSearch, parsePage } from './pagination';

describe(parsePage.name, () => {
  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['1', 1],
    [String(MAX_PAGE), MAX_PAGE],
  ])('should read "%s" as page %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '-2',
    '1.5',
    '2abc',
    'abc',
    '1e3',
    '0x10',
    String(MAX_PAGE + 1),
  ])('should treat %j as page 1', (raw) => {
    expect(parsePage(raw)).toBe(1);
  });
});

describe(pageCount.name, () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [15, 12, 2],
    [25, 12, 3],
    [100_000, 12, 8334],
  ])('should fit %i items of %i per page on %i page(s)', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('should never answer less than one page', () => {
    expect(pageCount(-5, 12)).toBe(1);
    expect(pageCount(Number.NaN, 12)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe(pageSearch.name, () => {
  it('should drop the parameter for page 1', () => {
    expect(pageSearch('?page=3', 1)).toBe('');
  });

  it('should set the page and keep other parameters', () => {
    expect(pageSearch('?lang=de', 2)).toBe('?lang=de&page=2');
    expect(pageSearch(new URLSearchParams('page=2&lang=es'), 3)).toBe('?page=3&lang=es');
    expect(pageSearch('?page=2&lang=es', 1)).toBe('?lang=es');
  });
});
