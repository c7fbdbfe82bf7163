import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * The editorial columns of every public content table: a row is hidden until an editor publishes
 * it (and, when `publishAt` is set, until that moment), and keeps when it was written and changed.
 * Each table has a partial index on `publish_at` of its scheduled rows (migration only).
 */
export abstract class PublishableRecord {
  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** A scheduled publication: the published row stays hidden until then (null: at once). */
  @Column({ type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
