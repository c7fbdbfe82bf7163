import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A field's value before and after a write (absent on the side where the record did not exist). */
export interface AuditChange {
  entity: string;
  operation: 'insert' | 'update' | 'remove';
  id: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * One successful staff write under `/api/admin/*`: who, what (method, route, target), when, and
 * the changed fields of every record the request wrote through TypeORM. Secrets are never kept.
 */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt'])
@Index('IDX_audit_log_actor', ['actorId', 'createdAt'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 20 })
  actorRole: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  /** The route pattern, e.g. `/api/admin/leads/:id`. */
  @Column({ type: 'varchar', length: 200 })
  route: string;

  /** The concrete path requested (query string dropped). */
  @Column({ type: 'varchar', length: 500 })
  path: string;

  /** The `:id` of the route, if it has one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  targetId: string | null;

  @Column({ type: 'smallint' })
  statusCode: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  changes: AuditChange[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
