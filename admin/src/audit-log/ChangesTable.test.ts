import { describe, expect, it } from 'vitest';
import { changeRows } from './ChangesTable';

describe(changeRows.name, () => {
  it('should give one row per changed field with before and after', () => {
    expect(
      changeRows([
        {
          entity: 'leads',
          operation: 'update',
          id: 'L1',
          before: { status: 'new', notes: null },
          after: { status: 'contacted', notes: 'Called' },
        },
        { entity: 'users', operation: 'insert', id: null, after: { email: 'a@b.test' } },
      ]),
    ).toEqual([
      {
        key: '0.status',
        record: 'leads update L1',
        field: 'status',
        before: 'new',
        after: 'contacted',
      },
      {
        key: '0.notes',
        record: 'leads update L1',
        field: 'notes',
        before: 'null',
        after: 'Called',
      },
      { key: '1.email', record: 'users insert', field: 'email', before: '', after: 'a@b.test' },
    ]);
  });
});
