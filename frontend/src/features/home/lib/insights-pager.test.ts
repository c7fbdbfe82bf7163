import { INITIAL_INSIGHTS, insightsPager, insightsQuery, insightsReducer } from './insights-pager';

describe('insightsPager', () => {
  it('should disable previous on the first page and next on the last', () => {
    expect(insightsPager(7, 1)).toEqual({ pages: 3, hasPrevious: false, hasNext: true });
    expect(insightsPager(7, 2)).toEqual({ pages: 3, hasPrevious: true, hasNext: true });
    expect(insightsPager(7, 3)).toEqual({ pages: 3, hasPrevious: true, hasNext: false });
  });

  it('should give one page, both controls disabled, when nothing matches or all fits', () => {
    expect(insightsPager(0, 1)).toEqual({ pages: 1, hasPrevious: false, hasNext: false });
    expect(insightsPager(3, 1)).toEqual({ pages: 1, hasPrevious: false, hasNext: false });
  });

  it('should end at the last page the API serves when the total (an estimate) is larger', () => {
    expect(insightsPager(10_544, 1).pages).toBe(333);
    expect(insightsPager(10_544, 333)).toEqual({ pages: 333, hasPrevious: true, hasNext: false });
    expect(insightsPager(999, 333)).toEqual({ pages: 333, hasPrevious: true, hasNext: false });
  });
});

describe('insightsReducer', () => {
  const onPageThree = { ...INITIAL_INSIGHTS, page: 3 };

  it('should return to page 1 when the tab changes', () => {
    expect(insightsReducer(onPageThree, { kind: 'type', type: 'blog' })).toEqual({
      type: 'blog',
      search: '',
      page: 1,
    });
  });

  it('should stay on the page when the same tab is chosen again', () => {
    expect(insightsReducer(onPageThree, { kind: 'type', type: 'all' })).toBe(onPageThree);
  });

  it('should return to page 1 when the search changes', () => {
    expect(insightsReducer(onPageThree, { kind: 'search', search: 'twin' })).toEqual({
      type: 'all',
      search: 'twin',
      page: 1,
    });
  });

  it('should page without touching the filters, never below 1', () => {
    const filtered = { type: 'case-study' as const, search: 'x', page: 2 };
    expect(insightsReducer(filtered, { kind: 'page', page: 3 })).toEqual({ ...filtered, page: 3 });
    expect(insightsReducer(filtered, { kind: 'page', page: 0 }).page).toBe(1);
  });
});

describe('insightsQuery', () => {
  it('should ask for 3 a page with the search trimmed', () => {
    expect(insightsQuery({ type: 'blog', search: '  Twin ', page: 2 })).toEqual({
      type: 'blog',
      q: 'Twin',
      page: 2,
      pageSize: 3,
    });
  });
});
