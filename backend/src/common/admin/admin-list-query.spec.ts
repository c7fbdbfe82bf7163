import { BadRequestException } from '@nestjs/common';
import { contentRange, parseAdminListQuery } from './admin-list-query';

const options = {
  sortable: ['title', 'createdAt'] as const,
  defaultSort: ['createdAt', 'DESC'] as ['createdAt', 'DESC'],
  filters: ['q', 'status'],
};

function errorsOf(raw: Record<string, unknown>): Record<string, string> {
  try {
    parseAdminListQuery(raw, options);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as never as Record<string, string>;
  }
  throw new Error('accepted');
}

describe(parseAdminListQuery.name, () => {
  it('should read the list contract with defaults and a page of at most 100', () => {
    expect(parseAdminListQuery({}, options)).toEqual({
      sort: 'createdAt',
      order: 'DESC',
      skip: 0,
      take: 25,
      filter: {},
    });
    expect(
      parseAdminListQuery(
        { sort: '["title","ASC"]', range: '[10,500]', filter: '{"q":" bearings ","status":""}' },
        options,
      ),
    ).toEqual({ sort: 'title', order: 'ASC', skip: 10, take: 100, filter: { q: 'bearings' } });
  });

  it.each([
    [{ sort: 'null' }, 'sort'],
    [{ sort: '["passwordHash","ASC"]' }, 'sort'],
    [{ sort: ['a', 'b'] }, 'sort'],
    [{ range: '{}' }, 'range'],
    [{ range: '[3,1]' }, 'range'],
    [{ range: '[0,1e400]' }, 'range'],
    [{ filter: '[]' }, 'filter'],
    [{ filter: '{"role":"admin"}' }, 'filter'],
    [{ filter: '{"q":"a\\u0000"}' }, 'filter.q'],
    [{ filter: '{"q":{"$gt":""}}' }, 'filter.q'],
    [{ sort: '\u0000' }, 'sort'],
    [{ range: 'nope' }, 'range'],
  ])('should refuse %j naming %s', (raw, field) => {
    expect(Object.keys(errorsOf(raw as Record<string, unknown>).errors as never)).toEqual([field]);
  });

  it('should describe a page as ra-data-simple-rest reads it', () => {
    expect(contentRange('posts', 10, 5, 42)).toBe('posts 10-14/42');
    expect(contentRange('posts', 0, 0, 0)).toBe('posts 0-0/0');
  });
});
