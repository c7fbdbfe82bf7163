import { BadRequestException, NotFoundException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import type { Clock } from '../../common/clock';
import { auditFields, changedFields } from './audit-context';
import type { AuditRepository, AuditRow } from './audit.repository';
import { AuditService } from './audit.service';

const NOW = new Date('2026-03-04T10:00:00Z');
const ACTOR = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';

function setup() {
  const repository = {
    insert: jest.fn().mockResolvedValue(undefined),
    page: jest.fn().mockResolvedValue([[], 0]),
    all: jest.fn().mockResolvedValue([]),
    one: jest.fn().mockResolvedValue(null),
  };
  const sut = new AuditService(
    repository as unknown as AuditRepository,
    { now: () => NOW } as Clock,
  );
  return { sut, repository };
}

describe(AuditService.name, () => {
  it('should record who, what and when with the changes', async () => {
    const { sut, repository } = setup();
    await sut.record({
      auth: { userId: ACTOR, sessionId: 's', role: 'admin' },
      method: 'PUT',
      route: '/api/admin/leads/:id',
      path: '/api/admin/leads/42',
      targetId: '42',
      statusCode: 200,
      changes: [{ entity: 'leads', operation: 'update', id: '42', after: { status: 'closed' } }],
      ip: '203.0.113.9',
    });
    expect(repository.insert).toHaveBeenCalledWith(
      expect.objectContaining({
        actorId: ACTOR,
        actorRole: 'admin',
        method: 'PUT',
        route: '/api/admin/leads/:id',
        targetId: '42',
        createdAt: NOW,
        changes: [expect.objectContaining({ entity: 'leads' })],
      }),
    );
  });

  it('should answer 404 for an unknown entry and 400 for a wrong filter', async () => {
    const { sut } = setup();
    await expect(sut.get(ACTOR)).rejects.toBeInstanceOf(NotFoundException);
    expect(() => AuditService.filter({ method: 'GET' })).toThrow(BadRequestException);
    expect(() => AuditService.filter({ actorId: 'nobody' })).toThrow(BadRequestException);
  });

  it('should export CSV with the changes as JSON that parses back', async () => {
    const { sut, repository } = setup();
    const row = {
      id: 'a1',
      createdAt: NOW,
      actorId: ACTOR,
      actorEmail: 'boss@example.test',
      actorRole: 'admin',
      method: 'PUT',
      route: '/api/admin/leads/:id',
      path: '/api/admin/leads/42',
      targetId: '42',
      statusCode: 200,
      changes: [{ entity: 'leads', operation: 'update', id: '42', before: { status: 'new' } }],
      ip: null,
    } as AuditRow;
    repository.all.mockResolvedValue([row]);
    const [record] = parse(await sut.exportCsv({}), { columns: true }) as Record<string, string>[];
    expect(record).toMatchObject({ actor_email: 'boss@example.test', at: NOW.toISOString() });
    expect(JSON.parse(record!.changes!)).toEqual(row.changes);
  });
});

describe(auditFields.name, () => {
  it('should never keep secrets, and should keep plain fields', () => {
    const sut = auditFields({
      email: 'a@b.test',
      passwordHash: '$argon2id$…',
      refreshHash: 'abc',
      tokenHash: 'def',
      deviceFingerprintHash: 'x',
      status: 'active',
      updatedAt: NOW,
    });
    expect(sut).toEqual({ email: 'a@b.test', status: 'active', updatedAt: NOW.toISOString() });
  });

  it('should keep only the fields that changed, before and after', () => {
    expect(
      changedFields(
        { status: 'new', notes: null, ownerId: null },
        { status: 'contacted', notes: null },
      ),
    ).toEqual({ before: { status: 'new' }, after: { status: 'contacted' } });
  });
});
