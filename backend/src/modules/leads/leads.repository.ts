import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../common/admin/admin-list';
import { LeadEntity, type LeadStatus } from './entities/lead.entity';

export const LEAD_SORTS = ['createdAt', 'status', 'name', 'email', 'company', 'updatedAt'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadFilter {
  view: 'inbox' | 'spam';
  status?: LeadStatus;
  ownerId?: string;
  interest?: string;
  q?: string;
  from?: Date;
  to?: Date;
}

/** A row as read: the submission's columns with its triage (defaults when untouched). */
export interface LeadRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  interest: string;
  message: string;
  spam: boolean;
  spam_reason: string | null;
  released_at: Date | null;
  status: LeadStatus;
  owner_id: string | null;
  owner_email: string | null;
  notes: string | null;
  updated_at: Date | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
}

const SORT_COLUMN: Record<LeadSort, string> = {
  createdAt: 's.created_at',
  status: `COALESCE(l.status, 'new')`,
  name: 's.name',
  email: 's.email',
  company: 's.company',
  updatedAt: 'l.updated_at',
};

/**
 * The only place that queries leads: contact submissions (read only) joined with their triage
 * row and owner. Writes go through the `leads` entity repository so the audit log sees them.
 */
@Injectable()
export class LeadsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(LeadEntity) private readonly leads: Repository<LeadEntity>,
  ) {}

  async page(
    filter: LeadFilter,
    paging: { skip: number; take: number; sort: LeadSort; order: 'ASC' | 'DESC' },
  ): Promise<[LeadRow[], number]> {
    const query = this.filtered(filter);
    const total = await query.clone().getCount();
    const rows = await this.select(query)
      .orderBy(SORT_COLUMN[paging.sort], paging.order, 'NULLS LAST')
      .addOrderBy('s.id', 'ASC')
      .offset(paging.skip)
      .limit(paging.take)
      .getRawMany<LeadRow>();
    return [rows, total];
  }

  /** Every matching row, newest first, up to `limit` (exports). */
  all(filter: LeadFilter, limit: number): Promise<LeadRow[]> {
    return this.select(this.filtered(filter))
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'ASC')
      .limit(limit)
      .getRawMany<LeadRow>();
  }

  async one(id: string): Promise<LeadRow | null> {
    const row = await this.select(this.base()).where('s.id = :id', { id }).getRawOne<LeadRow>();
    return row ?? null;
  }

  findTriage(submissionId: string): Promise<LeadEntity | null> {
    return this.leads.findOneBy({ submissionId });
  }

  saveTriage(lead: LeadEntity): Promise<LeadEntity> {
    return this.leads.save(lead);
  }

  /** New leads (genuine or released) per ISO week since `since`, oldest first. */
  async newPerWeek(since: Date): Promise<Array<{ week: string; count: number }>> {
    const rows: Array<{ week: Date; count: number }> = await this.dataSource.query(
      `SELECT date_trunc('week', s.created_at AT TIME ZONE 'UTC') AS week, count(*)::int AS count
         FROM home_contact_submissions s LEFT JOIN leads l ON l.submission_id = s.id
        WHERE s.created_at >= $1 AND (s.spam = false OR l.released_at IS NOT NULL)
        GROUP BY 1 ORDER BY 1`,
      [since],
    );
    return rows.map((row) => ({
      week: new Date(row.week).toISOString().slice(0, 10),
      count: row.count,
    }));
  }

  private base(): SelectQueryBuilder<object> {
    return this.dataSource
      .createQueryBuilder()
      .from('home_contact_submissions', 's')
      .leftJoin('leads', 'l', 'l.submission_id = s.id')
      .leftJoin('users', 'u', 'u.id = l.owner_id');
  }

  private filtered(filter: LeadFilter): SelectQueryBuilder<object> {
    const query = this.base();
    if (filter.view === 'spam') query.where('s.spam = true AND l.released_at IS NULL');
    else query.where('(s.spam = false OR l.released_at IS NOT NULL)');
    if (filter.status) query.andWhere(`COALESCE(l.status, 'new') = :status`, filter);
    if (filter.ownerId) query.andWhere('l.owner_id = :ownerId', filter);
    if (filter.interest) query.andWhere('s.interest = :interest', filter);
    if (filter.from) query.andWhere('s.created_at >= :from', filter);
    if (filter.to) query.andWhere('s.created_at <= :to', filter);
    if (filter.q)
      query.andWhere('(s.name ILIKE :q OR s.email ILIKE :q OR s.company ILIKE :q)', {
        q: likePattern(filter.q),
      });
    return query;
  }

  private select(query: SelectQueryBuilder<object>): SelectQueryBuilder<object> {
    return query.select([
      's.id AS id',
      's.created_at AS created_at',
      's.name AS name',
      's.email AS email',
      's.phone AS phone',
      's.company AS company',
      's.interest AS interest',
      's.message AS message',
      's.spam AS spam',
      's.spam_reason AS spam_reason',
      'l.released_at AS released_at',
      `COALESCE(l.status, 'new') AS status`,
      'l.owner_id AS owner_id',
      'u.email AS owner_email',
      'l.notes AS notes',
      'l.updated_at AS updated_at',
      's.utm_source AS utm_source',
      's.utm_medium AS utm_medium',
      's.utm_campaign AS utm_campaign',
      's.utm_term AS utm_term',
      's.utm_content AS utm_content',
      's.referrer AS referrer',
      's.landing_page AS landing_page',
    ]);
  }
}
