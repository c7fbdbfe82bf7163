import { Injectable, NotFoundException } from '@nestjs/common';
import { type AdminList, filterValue } from '../../common/admin/admin-list';
import { CSV_EXPORT_LIMIT, type CsvColumn, toCsv } from '../../common/admin/csv';
import { SECURITY_EVENT_TYPES, SECURITY_OUTCOMES } from './security-event.entity';
import {
  type SecurityEventFilter,
  type SecurityEventRow,
  type SecurityEventSort,
  SecurityEventsRepository,
} from './security-events.repository';

export interface SecurityEventView {
  id: string;
  createdAt: string;
  eventType: string;
  outcome: string;
  userId: string | null;
  userEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

const view = (row: SecurityEventRow): SecurityEventView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  eventType: row.eventType,
  outcome: row.outcome,
  userId: row.userId,
  userEmail: row.userEmail,
  ip: row.ip,
  userAgent: row.userAgent,
  details: row.details,
});

const CSV_COLUMNS: CsvColumn<SecurityEventView>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'at', value: (e) => e.createdAt },
  { header: 'type', value: (e) => e.eventType },
  { header: 'outcome', value: (e) => e.outcome },
  { header: 'user_id', value: (e) => e.userId },
  { header: 'user_email', value: (e) => e.userEmail },
  { header: 'ip', value: (e) => e.ip },
  { header: 'user_agent', value: (e) => e.userAgent },
  { header: 'details', value: (e) => JSON.stringify(e.details) },
];

/** Admins' review of the security log: filtered list, one event, CSV export. */
@Injectable()
export class SecurityReviewService {
  constructor(private readonly repository: SecurityEventsRepository) {}

  static filter(raw: Record<string, unknown>): SecurityEventFilter {
    return {
      eventType: filterValue.oneOf(raw, 'eventType', SECURITY_EVENT_TYPES),
      outcome: filterValue.oneOf(raw, 'outcome', SECURITY_OUTCOMES),
      userId: filterValue.uuid(raw, 'userId'),
      user: filterValue.text(raw, 'user', 254) ?? filterValue.text(raw, 'q', 254),
      ip: filterValue.text(raw, 'ip', 64),
      from: filterValue.date(raw, 'from'),
      to: filterValue.date(raw, 'to'),
    };
  }

  async list(query: AdminList<SecurityEventSort>): Promise<[SecurityEventView[], number]> {
    const [rows, total] = await this.repository.page(SecurityReviewService.filter(query.filter), {
      skip: query.skip,
      take: query.take,
      sort: query.sort,
      order: query.order,
    });
    return [rows.map(view), total];
  }

  async get(id: string): Promise<SecurityEventView> {
    const row = await this.repository.one(id);
    if (!row) throw new NotFoundException('Security event not found');
    return view(row);
  }

  async exportCsv(raw: Record<string, unknown>): Promise<string> {
    const rows = await this.repository.all(SecurityReviewService.filter(raw), CSV_EXPORT_LIMIT);
    return toCsv(CSV_COLUMNS, rows.map(view));
  }
}
