import { Injectable, NotFoundException } from '@nestjs/common';
import { type AdminList, filterValue } from '../../common/admin/admin-list';
import { CSV_EXPORT_LIMIT, type CsvColumn, toCsv } from '../../common/admin/csv';
import { Clock } from '../../common/clock';
import type { AuthContext } from '../../common/decorators/auth.decorator';
import {
  type AuditFilter,
  type AuditRow,
  type AuditSort,
  AuditRepository,
} from './audit.repository';
import type { AuditChange } from './entities/audit-entry.entity';

export interface AuditRecord {
  auth: AuthContext | null;
  method: string;
  route: string;
  path: string;
  targetId: string | null;
  statusCode: number;
  changes: AuditChange[];
  ip: string | null;
}

export interface AuditView {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorEmail: string | null;
  actorRole: string;
  method: string;
  route: string;
  path: string;
  targetId: string | null;
  statusCode: number;
  changes: AuditChange[];
  ip: string | null;
}

const view = (row: AuditRow): AuditView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole,
  method: row.method,
  route: row.route,
  path: row.path,
  targetId: row.targetId,
  statusCode: row.statusCode,
  changes: row.changes,
  ip: row.ip,
});

const CSV_COLUMNS: CsvColumn<AuditView>[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'at', value: (a) => a.createdAt },
  { header: 'actor_id', value: (a) => a.actorId },
  { header: 'actor_email', value: (a) => a.actorEmail },
  { header: 'actor_role', value: (a) => a.actorRole },
  { header: 'method', value: (a) => a.method },
  { header: 'route', value: (a) => a.route },
  { header: 'path', value: (a) => a.path },
  { header: 'target_id', value: (a) => a.targetId },
  { header: 'status', value: (a) => a.statusCode },
  { header: 'ip', value: (a) => a.ip },
  { header: 'changes', value: (a) => JSON.stringify(a.changes) },
];

/** The staff audit log: written by the interceptor, read by admins. */
@Injectable()
export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
  ) {}

  static filter(raw: Record<string, unknown>, q?: string): AuditFilter {
    return {
      actorId: filterValue.uuid(raw, 'actorId'),
      method: filterValue.oneOf(raw, 'method', ['POST', 'PUT', 'PATCH', 'DELETE'] as const),
      entity: filterValue.text(raw, 'entity', 63),
      targetId: filterValue.text(raw, 'targetId', 100),
      q: q ?? filterValue.text(raw, 'q', 100),
      from: filterValue.date(raw, 'from'),
      to: filterValue.date(raw, 'to'),
    };
  }

  async record(record: AuditRecord): Promise<void> {
    await this.repository.insert({
      actorId: record.auth?.userId ?? null,
      actorRole: record.auth?.role ?? 'anonymous',
      method: record.method,
      route: record.route.slice(0, 200),
      path: record.path.slice(0, 500),
      targetId: record.targetId?.slice(0, 100) ?? null,
      statusCode: record.statusCode,
      changes: record.changes,
      ip: record.ip?.slice(0, 64) ?? null,
      createdAt: this.clock.now(),
    });
  }

  async list(query: AdminList<AuditSort>): Promise<[AuditView[], number]> {
    const [rows, total] = await this.repository.page(AuditService.filter(query.filter, query.q), {
      skip: query.skip,
      take: query.take,
      sort: query.sort,
      order: query.order,
    });
    return [rows.map(view), total];
  }

  async get(id: string): Promise<AuditView> {
    const row = await this.repository.one(id);
    if (!row) throw new NotFoundException('Audit entry not found');
    return view(row);
  }

  async exportCsv(raw: Record<string, unknown>): Promise<string> {
    const rows = await this.repository.all(AuditService.filter(raw), CSV_EXPORT_LIMIT);
    return toCsv(CSV_COLUMNS, rows.map(view));
  }
}
