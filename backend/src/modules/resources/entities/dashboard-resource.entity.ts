import type { ResourceCategory } from '@fabrion/shared';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const RESOURCE_CATEGORY_CHECK = `"category" IN ('Case Study', 'Flyer', 'Canvas')`;

/**
 * The member library's entries (spec §3 dashboard_resources). `file_url` names a file in the
 * private files folder (RESOURCES_FILES_DIR), never a public path.
 *
 * Three indexes live in the migration only (TypeORM cannot express them, hence
 * `synchronize: false`): the listing order `(date DESC, id DESC)`, the same per category, and a
 * pg_trgm GIN index on `search_text` for the case-insensitive search.
 */
@Entity('dashboard_resources')
@Check('CHK_dashboard_resources_category', RESOURCE_CATEGORY_CHECK)
@Index('IDX_dashboard_resources_listing', { synchronize: false })
@Index('IDX_dashboard_resources_category_listing', { synchronize: false })
@Index('IDX_dashboard_resources_search', { synchronize: false })
export class DashboardResourceEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_dashboard_resources' })
  id: string;

  @Index('UQ_dashboard_resources_slug', { unique: true })
  @Column({ type: 'varchar', length: 160 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  /** Rich HTML as written; sanitised on the way out. */
  @Column({ type: 'text', nullable: true })
  content: string | null;

  @Column({ type: 'varchar', length: 16 })
  category: ResourceCategory;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  /** A file name inside the private resources folder, or null. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileUrl: string | null;

  /**
   * Title, excerpt and body text without tags: written by the table's trigger on every insert and
   * update (never by the app), searched with ILIKE.
   */
  @Column({ type: 'text', default: '', select: false, insert: false, update: false })
  searchText: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
