import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/**
 * The editorial columns of every public content table: a row is hidden until an editor publishes
 * it, and keeps when it was written and last changed.
 */
export abstract class PublishableRecord {
  @Column({ type: 'boolean', default: false })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
