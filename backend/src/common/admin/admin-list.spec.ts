import { BadRequestException } from '@nestjs/common';
import { filterValue, likePattern, parseAdminList, type RawListQuery } from './admin-list';

const SORTS = ['createdAt', 'status'] as const;
const list = (raw: RawListQuery) => parseAdminList(raw, SORTS, 'createdAt');

describe(parseAdminList.name, () => {
  it('should read paging, sort, q and the filter object', () => {
    expect(
      list({
        range: '[25,49]',
        sort: '["status","ASC"]',
        filter: '{"q":"  rotor ","view":"spam"}',
      }),
    ).toEqual({
      skip: 25,
      take: 25,
      sort: 'status',
      order: 'ASC',
      q: 'rotor',
      filter: { q: '  rotor ', view: 'spam' },
    });
    expect(list({})).toMatchObject({ skip: 0, take: 25, sort: 'createdAt', order: 'DESC' });
  });

  it('should answer 400, never more, for a malformed or unsupported query', () => {
    for (const raw of [
      { sort: '["message","ASC"]' },
      { sort: '["createdAt","UP"]' },
      { sort: 'null' },
      { sort: '{' },
      { filter: '[1]' },
      { filter: 'null' },
      { range: '[1e20,1e20]' },
      { range: '[5,1]' },
    ])
      expect(() => list(raw)).toThrow(BadRequestException);
  });
});

describe('filterValue', () => {
  it('should read optional values and refuse wrong ones by field', () => {
    expect(filterValue.date({ from: '2026-03-01' }, 'from')).toEqual(new Date('2026-03-01'));
    expect(filterValue.uuid({}, 'ownerId')).toBeUndefined();
    expect(() => filterValue.text({ q: 42 }, 'q')).toThrow(BadRequestException);
    expect(() => filterValue.boolean({ spam: 'yes' }, 'spam')).toThrow(BadRequestException);
  });

  it('should take %, _ and \\ literally in a search pattern', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
