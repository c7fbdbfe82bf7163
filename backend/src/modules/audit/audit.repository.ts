import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../common/admin/admin-list';
import { AuditEntryEntity } from './entities/audit-entry.entity';

export const AUDIT_SORTS = ['createdAt', 'method', 'route', 'actorRole'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export interface AuditFilter {
  actorId?: string;
  method?: string;
  entity?: string;
  targetId?: string;
  q?: string;
  from?: Date;
  to?: Date;
}

export type AuditRow = AuditEntryEntity & { actorEmail: string | null };

/** The only place that queries the audit log (with the actor's current e-mail). */
@Injectable()
export class AuditRepository {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
  ) {}

  async insert(entry: Omit<AuditEntryEntity, 'id'>): Promise<void> {
    await this.entries.insert(entry as never); // jsonb `changes` is not a deep-partial entity
  }

  async page(
    filter: AuditFilter,
    paging: { skip: number; take: number; sort: AuditSort; order: 'ASC' | 'DESC' },
  ): Promise<[AuditRow[], number]> {
    const query = this.filtered(filter);
    const total = await query.getCount();
    const rows = await query
      .orderBy(`a.${paging.sort}`, paging.order)
      .addOrderBy('a.id', 'ASC')
      .offset(paging.skip)
      .limit(paging.take)
      .getRawAndEntities();
    return [this.withEmails(rows), total];
  }

  async all(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
    const rows = await this.filtered(filter)
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'ASC')
      .limit(limit)
      .getRawAndEntities();
    return this.withEmails(rows);
  }

  async one(id: string): Promise<AuditRow | null> {
    const rows = await this.base().where('a.id = :id', { id }).getRawAndEntities();
    return this.withEmails(rows)[0] ?? null;
  }

  private base(): SelectQueryBuilder<AuditEntryEntity> {
    return this.entries
      .createQueryBuilder('a')
      .leftJoin('users', 'u', 'u.id = a.actor_id')
      .addSelect('u.email', 'actor_email');
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEntryEntity> {
    const query = this.base();
    if (filter.actorId) query.andWhere('a.actorId = :actorId', filter);
    if (filter.method) query.andWhere('a.method = :method', filter);
    if (filter.targetId) query.andWhere('a.targetId = :targetId', filter);
    if (filter.entity)
      query.andWhere('a.changes @> :entity::jsonb', {
        entity: JSON.stringify([{ entity: filter.entity }]),
      });
    if (filter.from) query.andWhere('a.createdAt >= :from', filter);
    if (filter.to) query.andWhere('a.createdAt <= :to', filter);
    if (filter.q)
      query.andWhere('(a.route ILIKE :q OR a.path ILIKE :q)', { q: likePattern(filter.q) });
    return query;
  }

  private withEmails(result: {
    entities: AuditEntryEntity[];
    raw: Array<{ a_id: string; actor_email: string | null }>;
  }): AuditRow[] {
    const emails = new Map(result.raw.map((row) => [row.a_id, row.actor_email]));
    return result.entities.map((entry) =>
      Object.assign(entry, { actorEmail: emails.get(entry.id) ?? null }),
    );
  }
}
