import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { unescapeContactText } from '@fabrion/shared';
import { type AdminList, filterValue } from '../../common/admin/admin-list';
import { CSV_EXPORT_LIMIT, type CsvColumn, toCsv } from '../../common/admin/csv';
import { Clock } from '../../common/clock';
import { UsersService } from '../users/users.service';
import type { LeadView, UpdateLeadDto } from './dto/lead.dto';
import { LEAD_STATUSES, LeadEntity } from './entities/lead.entity';
import { type LeadFilter, type LeadRow, type LeadSort, LeadsRepository } from './leads.repository';

/** Roles a lead may be assigned to (the ones that work the inbox). */
const OWNER_ROLES = ['account_manager', 'admin'];

const plain = (value: string | null) => (value === null ? null : unescapeContactText(value));
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toLeadView(row: LeadRow): LeadView {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: plain(row.name)!,
    email: row.email,
    phone: plain(row.phone),
    company: plain(row.company),
    interest: row.interest,
    message: plain(row.message)!,
    spam: row.spam,
    spamReason: row.spam_reason,
    releasedAt: iso(row.released_at),
    status: row.status,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    notes: row.notes,
    updatedAt: iso(row.updated_at),
    utmSource: plain(row.utm_source),
    utmMedium: plain(row.utm_medium),
    utmCampaign: plain(row.utm_campaign),
    utmTerm: plain(row.utm_term),
    utmContent: plain(row.utm_content),
    referrer: plain(row.referrer),
    landingPage: plain(row.landing_page),
  };
}

const CSV_COLUMNS: CsvColumn<LeadView>[] = [
  { header: 'id', value: (l) => l.id },
  { header: 'received_at', value: (l) => l.createdAt },
  { header: 'status', value: (l) => l.status },
  { header: 'owner', value: (l) => l.ownerEmail },
  { header: 'name', value: (l) => l.name },
  { header: 'email', value: (l) => l.email },
  { header: 'phone', value: (l) => l.phone },
  { header: 'company', value: (l) => l.company },
  { header: 'interest', value: (l) => l.interest },
  { header: 'message', value: (l) => l.message },
  { header: 'notes', value: (l) => l.notes },
  { header: 'spam_reason', value: (l) => l.spamReason },
  { header: 'utm_source', value: (l) => l.utmSource },
  { header: 'utm_medium', value: (l) => l.utmMedium },
  { header: 'utm_campaign', value: (l) => l.utmCampaign },
  { header: 'utm_term', value: (l) => l.utmTerm },
  { header: 'utm_content', value: (l) => l.utmContent },
  { header: 'referrer', value: (l) => l.referrer },
  { header: 'landing_page', value: (l) => l.landingPage },
];

/** The lead inbox: contact submissions triaged by account managers and admins. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly repository: LeadsRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  static filter(raw: Record<string, unknown>, q?: string): LeadFilter {
    return {
      view: filterValue.oneOf(raw, 'view', ['inbox', 'spam'] as const) ?? 'inbox',
      status: filterValue.oneOf(raw, 'status', LEAD_STATUSES),
      ownerId: filterValue.uuid(raw, 'ownerId'),
      interest: filterValue.text(raw, 'interest', 40),
      q: q ?? filterValue.text(raw, 'q', 100),
      from: filterValue.date(raw, 'from'),
      to: filterValue.date(raw, 'to'),
    };
  }

  async list(query: AdminList<LeadSort>): Promise<[LeadView[], number]> {
    const [rows, total] = await this.repository.page(LeadsService.filter(query.filter, query.q), {
      skip: query.skip,
      take: query.take,
      sort: query.sort,
      order: query.order,
    });
    return [rows.map(toLeadView), total];
  }

  async get(id: string): Promise<LeadView> {
    const row = await this.repository.one(id);
    if (!row) throw new NotFoundException('Lead not found');
    return toLeadView(row);
  }

  /** Status, owner and notes of a lead in the inbox (a flagged one is released first). */
  async update(id: string, dto: UpdateLeadDto): Promise<LeadView> {
    const row = await this.repository.one(id);
    if (!row) throw new NotFoundException('Lead not found');
    if (row.spam && !row.released_at)
      throw new ConflictException('Release this lead from spam before working on it.');
    if (dto.ownerId) {
      const owner = await this.users.findById(dto.ownerId);
      if (!owner || !OWNER_ROLES.includes(owner.role) || owner.status !== 'active')
        throw new BadRequestException({
          message: 'Invalid lead',
          errors: { ownerId: 'Owner must be an active account manager or admin.' },
        });
    }
    const lead = (await this.repository.findTriage(id)) ?? this.blank(id);
    if (dto.status !== undefined) lead.status = dto.status;
    if (dto.ownerId !== undefined) lead.ownerId = dto.ownerId;
    if (dto.notes !== undefined) lead.notes = dto.notes?.trim() ? dto.notes.trim() : null;
    lead.updatedAt = this.clock.now();
    await this.repository.saveTriage(lead);
    return this.get(id);
  }

  /** Moves a spam-flagged submission into the inbox as a new lead. */
  async release(id: string): Promise<LeadView> {
    const row = await this.repository.one(id);
    if (!row) throw new NotFoundException('Lead not found');
    if (!row.spam) throw new ConflictException('This lead is not flagged as spam.');
    if (row.released_at) return toLeadView(row);
    const lead = (await this.repository.findTriage(id)) ?? this.blank(id);
    lead.releasedAt = this.clock.now();
    lead.updatedAt = lead.releasedAt;
    await this.repository.saveTriage(lead);
    return this.get(id);
  }

  /** The filtered leads (same filter as the list), newest first, as CSV. */
  async exportCsv(raw: Record<string, unknown>): Promise<string> {
    const rows = await this.repository.all(LeadsService.filter(raw), CSV_EXPORT_LIMIT);
    return toCsv(CSV_COLUMNS, rows.map(toLeadView));
  }

  newPerWeek(since: Date) {
    return this.repository.newPerWeek(since);
  }

  private blank(submissionId: string): LeadEntity {
    const lead = new LeadEntity();
    lead.submissionId = submissionId;
    lead.status = 'new';
    lead.ownerId = null;
    lead.notes = null;
    lead.releasedAt = null;
    return lead;
  }
}
