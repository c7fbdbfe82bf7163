import type { ResourceCategory } from '@fabrion/shared';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const RESOURCE_CATEGORY_CHECK = `"category" IN ('Case Study', 'Flyer', 'Canvas')`;

/**
 * The member library's entries (spec §3 dashboard_resources). `file_url` names a file in the
 * private files folder (RESOURCES_FILES_DIR), never a public path.
 *
 * Three indexes live in the migrations only (TypeORM cannot express them, hence
 * `synchronize: false`): the listing order `(date DESC, id DESC)`, the same per category, and a
 * GIN index on `search_document` for the members' word search.
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
   * The words of the title (weight A), the excerpt (B) and the body without its tags (C), as a
   * tsvector of the `resource_search` configuration: written by the table's trigger on every
   * insert and update (never by the app), see migration 1795470000000.
   */
  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  searchDocument: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
