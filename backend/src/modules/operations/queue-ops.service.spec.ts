import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { ContactQueue } from '../contact/notifications/contact-queue';
import { QueueOpsService } from './queue-ops.service';

const ID = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';

function job(state: string, overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    name: 'send-sms',
    attemptsMade: 5,
    opts: { attempts: 5 },
    failedReason: 'SMS provider answered 400: The To number +40700000001 is invalid',
    stacktrace: ['Error: To +40700000001\n    at send'],
    data: { outboxId: ID, submissionId: ID },
    returnvalue: null,
    timestamp: Date.UTC(2026, 2, 4, 10),
    processedOn: Date.UTC(2026, 2, 4, 10, 1),
    finishedOn: Date.UTC(2026, 2, 4, 10, 2),
    getState: jest.fn().mockResolvedValue(state),
    retry: jest.fn().mockResolvedValue(undefined),
    remove: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

function setup(found: ReturnType<typeof job> | null = job('failed')) {
  const queue = {
    getJobCounts: jest.fn().mockResolvedValue({ waiting: 1, active: 0, failed: 3 }),
    getJob: jest.fn().mockResolvedValue(found ?? undefined),
    getJobs: jest.fn().mockResolvedValue(found ? [found] : []),
    getJobCountByTypes: jest.fn().mockResolvedValue(found ? 1 : 0),
    getFailedCount: jest.fn().mockResolvedValue(3),
    retryJobs: jest.fn().mockResolvedValue(undefined),
  };
  const sut = new QueueOpsService({ queue, backend: 'postgres' } as unknown as ContactQueue);
  return { sut, queue, found };
}

describe(QueueOpsService.name, () => {
  it('should count every state, zero where BullMQ has none, naming the backend', async () => {
    const { sut } = setup();
    expect(await sut.counts()).toEqual({
      waiting: 1,
      active: 0,
      delayed: 0,
      completed: 0,
      failed: 3,
      backend: 'postgres',
    });
  });

  it('should show a job with attempts, error and timestamps, phone numbers masked', async () => {
    const { sut } = setup();
    const view = await sut.get(ID);
    expect(view).toMatchObject({
      id: ID,
      state: 'failed',
      attemptsMade: 5,
      attemptsAllowed: 5,
      createdAt: '2026-03-04T10:00:00.000Z',
      finishedAt: '2026-03-04T10:02:00.000Z',
      data: { outboxId: ID },
    });
    expect(JSON.stringify(view)).not.toContain('40700000001');
    expect(view.failedReason).toContain('+•••••••••01');
  });

  it('should list one state, paged, failed by default', async () => {
    const { sut, queue } = setup();
    const [rows, total] = await sut.list({
      skip: 25,
      take: 25,
      sort: 'createdAt',
      order: 'DESC',
      filter: {},
    });
    expect(queue.getJobs).toHaveBeenCalledWith(['failed'], 25, 49, false);
    expect([rows.length, total]).toEqual([1, 1]);
    expect(() => QueueOpsService.state({ state: 'stuck' })).toThrow(BadRequestException);
  });

  it('should retry a failed job with its attempts reset, and only a failed one', async () => {
    const { sut, found } = setup();
    await sut.retry(ID);
    expect(found!.retry).toHaveBeenCalledWith('failed', {
      resetAttemptsMade: true,
      resetAttemptsStarted: true,
    });
    found!.getState.mockResolvedValue('completed');
    await expect(sut.retry(ID)).rejects.toBeInstanceOf(ConflictException);
  });

  it('should retry all failed jobs and say how many', async () => {
    const { sut, queue } = setup();
    expect(await sut.retryAllFailed()).toEqual({ retried: 3 });
    expect(queue.retryJobs).toHaveBeenCalledWith({ state: 'failed', count: 1000 });
  });

  it('should remove a job unless it is running', async () => {
    const { sut, found } = setup(job('active'));
    await expect(sut.remove(ID)).rejects.toBeInstanceOf(ConflictException);
    found!.getState.mockResolvedValue('failed');
    await sut.remove(ID);
    expect(found!.remove).toHaveBeenCalled();
  });

  it('should answer 404 for an unknown job and 400 for a malformed id', async () => {
    const { sut } = setup(null);
    await expect(sut.get(ID)).rejects.toBeInstanceOf(NotFoundException);
    await expect(sut.get('../../etc')).rejects.toBeInstanceOf(BadRequestException);
  });
});
