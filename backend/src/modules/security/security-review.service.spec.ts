import { BadRequestException, NotFoundException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import type { SecurityEventRow, SecurityEventsRepository } from './security-events.repository';
import { SecurityReviewService } from './security-review.service';

const AT = new Date('2026-03-04T10:00:00Z');

function setup() {
  const repository = {
    page: jest.fn().mockResolvedValue([[], 0]),
    all: jest.fn().mockResolvedValue([]),
    one: jest.fn().mockResolvedValue(null),
  };
  return {
    sut: new SecurityReviewService(repository as unknown as SecurityEventsRepository),
    repository,
  };
}

describe(SecurityReviewService.name, () => {
  it('should read the filters by type, user, IP and time', () => {
    expect(
      SecurityReviewService.filter({
        eventType: 'login_failure',
        user: 'ana@',
        ip: '203.0.113.',
        from: '2026-03-01T00:00:00Z',
      }),
    ).toEqual({
      eventType: 'login_failure',
      user: 'ana@',
      ip: '203.0.113.',
      from: new Date('2026-03-01T00:00:00Z'),
      outcome: undefined,
      userId: undefined,
      to: undefined,
    });
    expect(() => SecurityReviewService.filter({ eventType: 'coffee' })).toThrow(
      BadRequestException,
    );
  });

  it('should page with the parsed filter and answer 404 for an unknown event', async () => {
    const { sut, repository } = setup();
    await sut.list({ skip: 0, take: 25, sort: 'createdAt', order: 'DESC', filter: { ip: '10.' } });
    expect(repository.page).toHaveBeenCalledWith(
      expect.objectContaining({ ip: '10.' }),
      expect.objectContaining({ take: 25 }),
    );
    await expect(sut.get('x')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('should export CSV that parses back', async () => {
    const { sut, repository } = setup();
    repository.all.mockResolvedValue([
      {
        id: 'e1',
        createdAt: AT,
        eventType: 'login_failure',
        outcome: 'failure',
        userId: null,
        userEmail: null,
        ip: '203.0.113.9',
        userAgent: 'curl/8, "quoted"',
        details: { email: 'x@y.test' },
      } as SecurityEventRow,
    ]);
    const records = parse(await sut.exportCsv({}), { columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      expect.objectContaining({
        type: 'login_failure',
        user_agent: 'curl/8, "quoted"',
        at: AT.toISOString(),
      }),
    ]);
    expect(JSON.parse(records[0]!.details!)).toEqual({ email: 'x@y.test' });
  });
});
