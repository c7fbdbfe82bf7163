import { Injectable } from '@nestjs/common';
import type { UserRole } from '@fabrion/shared';
import { Clock } from '../../common/clock';
import { type AssessmentCounts, AssessmentsService } from '../assessments/assessments.service';
import { SessionsService } from '../auth/sessions.service';
import { LeadsService } from '../leads/leads.service';
import type { QueueCountsView } from './dto/queue.dto';
import { QueueOpsService } from './queue-ops.service';

const DAY_MS = 86_400_000;
const WEEKS = 8;

/** What each role sees at a glance; a section is absent for a role that may not see it. */
export interface DashboardView {
  role: UserRole;
  leadsPerWeek?: Array<{ week: string; count: number }>;
  activeMembers30d?: number;
  assessmentsCompleted?: { last30Days: AssessmentCounts; allTime: AssessmentCounts };
  queue?: QueueCountsView;
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The last `weeks` weeks (oldest first), each with its count, zero where none arrived. */
export function fillWeeks(
  rows: Array<{ week: string; count: number }>,
  now: Date,
  weeks = WEEKS,
): Array<{ week: string; count: number }> {
  const counts = new Map(rows.map((row) => [row.week, row.count]));
  const current = weekStart(now).getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const week = new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10);
    return { week, count: counts.get(week) ?? 0 };
  });
}

/** The back-office dashboard's figures, each from the module that owns it. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly leads: LeadsService,
    private readonly sessions: SessionsService,
    private readonly assessments: AssessmentsService,
    private readonly queue: QueueOpsService,
    private readonly clock: Clock,
  ) {}

  async forRole(role: UserRole): Promise<DashboardView> {
    const now = this.clock.now();
    const view: DashboardView = { role };
    const work: Array<Promise<unknown>> = [];
    if (role === 'account_manager' || role === 'admin') {
      const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
      const since30 = new Date(now.getTime() - 30 * DAY_MS);
      work.push(
        this.leads.newPerWeek(firstWeek).then((rows) => (view.leadsPerWeek = fillWeeks(rows, now))),
        this.sessions.countActiveUsers('member', since30).then((n) => (view.activeMembers30d = n)),
        Promise.all([
          this.assessments.countCompleted({ since: since30 }),
          this.assessments.countCompleted(),
        ]).then(([last30Days, allTime]) => (view.assessmentsCompleted = { last30Days, allTime })),
      );
    }
    if (role === 'ops' || role === 'admin')
      work.push(this.queue.counts().then((counts) => (view.queue = counts)));
    await Promise.all(work);
    return view;
  }
}
