import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../common/admin/admin-list';
import { SecurityEventEntity, type SecurityEventType } from './security-event.entity';

export const SECURITY_EVENT_SORTS = ['createdAt', 'eventType', 'outcome', 'ip'] as const;
export type SecurityEventSort = (typeof SECURITY_EVENT_SORTS)[number];

export interface SecurityEventFilter {
  eventType?: SecurityEventType;
  outcome?: string;
  userId?: string;
  /** A user's e-mail, or part of it. */
  user?: string;
  ip?: string;
  from?: Date;
  to?: Date;
}

export type SecurityEventRow = SecurityEventEntity & { userEmail: string | null };

/** The back office's queries over the security log (with the user's e-mail). */
@Injectable()
export class SecurityEventsRepository {
  constructor(
    @InjectRepository(SecurityEventEntity)
    private readonly events: Repository<SecurityEventEntity>,
  ) {}

  async page(
    filter: SecurityEventFilter,
    paging: { skip: number; take: number; sort: SecurityEventSort; order: 'ASC' | 'DESC' },
  ): Promise<[SecurityEventRow[], number]> {
    const query = this.filtered(filter);
    const total = await query.getCount();
    const rows = await query
      .orderBy(`e.${paging.sort}`, paging.order, 'NULLS LAST')
      .addOrderBy('e.id', 'ASC')
      .offset(paging.skip)
      .limit(paging.take)
      .getRawAndEntities();
    return [this.withEmails(rows), total];
  }

  async all(filter: SecurityEventFilter, limit: number): Promise<SecurityEventRow[]> {
    const rows = await this.filtered(filter)
      .orderBy('e.createdAt', 'DESC')
      .addOrderBy('e.id', 'ASC')
      .limit(limit)
      .getRawAndEntities();
    return this.withEmails(rows);
  }

  async one(id: string): Promise<SecurityEventRow | null> {
    const rows = await this.base().where('e.id = :id', { id }).getRawAndEntities();
    return this.withEmails(rows)[0] ?? null;
  }

  private base(): SelectQueryBuilder<SecurityEventEntity> {
    return this.events
      .createQueryBuilder('e')
      .leftJoin('users', 'u', 'u.id = e.user_id')
      .addSelect('u.email', 'user_email');
  }

  private filtered(filter: SecurityEventFilter): SelectQueryBuilder<SecurityEventEntity> {
    const query = this.base();
    if (filter.eventType) query.andWhere('e.eventType = :eventType', filter);
    if (filter.outcome) query.andWhere('e.outcome = :outcome', filter);
    if (filter.userId) query.andWhere('e.userId = :userId', filter);
    if (filter.user) query.andWhere('u.email ILIKE :user', { user: likePattern(filter.user) });
    if (filter.ip) query.andWhere('e.ip LIKE :ip', { ip: `${filter.ip.replace(/[%_\\]/g, '')}%` });
    if (filter.from) query.andWhere('e.createdAt >= :from', filter);
    if (filter.to) query.andWhere('e.createdAt <= :to', filter);
    return query;
  }

  private withEmails(result: {
    entities: SecurityEventEntity[];
    raw: Array<{ e_id: string; user_email: string | null }>;
  }): SecurityEventRow[] {
    const emails = new Map(result.raw.map((row) => [row.e_id, row.user_email]));
    return result.entities.map((event) =>
      Object.assign(event, { userEmail: emails.get(event.id) ?? null }),
    );
  }
}
