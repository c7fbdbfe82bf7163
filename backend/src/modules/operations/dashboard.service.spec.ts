import type { Clock } from '../../common/clock';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { SessionsService } from '../auth/sessions.service';
import type { LeadsService } from '../leads/leads.service';
import { DashboardService, fillWeeks, weekStart } from './dashboard.service';
import type { QueueOpsService } from './queue-ops.service';

const NOW = new Date('2026-03-04T10:00:00Z'); // a Wednesday

function setup() {
  const leads = { newPerWeek: jest.fn().mockResolvedValue([{ week: '2026-03-02', count: 4 }]) };
  const sessions = { countActiveUsers: jest.fn().mockResolvedValue(12) };
  const assessments = { countCompleted: jest.fn().mockResolvedValue({ total: 7 }) };
  const queue = { counts: jest.fn().mockResolvedValue({ failed: 2 }) };
  const sut = new DashboardService(
    leads as unknown as LeadsService,
    sessions as unknown as SessionsService,
    assessments as unknown as AssessmentsService,
    queue as unknown as QueueOpsService,
    { now: () => NOW } as Clock,
  );
  return { sut, leads, sessions, assessments, queue };
}

describe(DashboardService.name, () => {
  it('should start weeks on Monday (UTC)', () => {
    expect(weekStart(NOW).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(weekStart(new Date('2026-03-08T23:59:00Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });

  it('should give eight weeks, oldest first, zero where no lead arrived', () => {
    const weeks = fillWeeks([{ week: '2026-03-02', count: 4 }], NOW);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ week: '2026-01-12', count: 0 });
    expect(weeks[7]).toEqual({ week: '2026-03-02', count: 4 });
  });

  it('should give account managers leads, members and assessments but not the queue', async () => {
    const { sut, sessions, queue } = setup();
    const view = await sut.forRole('account_manager');
    expect(view).toMatchObject({ role: 'account_manager', activeMembers30d: 12 });
    expect(view.leadsPerWeek).toHaveLength(8);
    expect(view.assessmentsCompleted).toEqual({ last30Days: { total: 7 }, allTime: { total: 7 } });
    expect(view.queue).toBeUndefined();
    expect(queue.counts).not.toHaveBeenCalled();
    expect(sessions.countActiveUsers).toHaveBeenCalledWith(
      'member',
      new Date('2026-02-02T10:00:00Z'),
    );
  });

  it('should give ops the queue only, admins everything, editors nothing', async () => {
    const { sut } = setup();
    expect(await sut.forRole('ops')).toEqual({ role: 'ops', queue: { failed: 2 } });
    expect(Object.keys(await sut.forRole('admin')).sort()).toEqual(
      ['activeMembers30d', 'assessmentsCompleted', 'leadsPerWeek', 'queue', 'role'].sort(),
    );
    expect(await sut.forRole('editor')).toEqual({ role: 'editor' });
  });
});
