import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PublishableRecord } from '../publishable-record';

/** A current opening on the About page. The id is its slug (spec). */
@Entity('job_openings')
@Index('IDX_job_openings_scheduled', { synchronize: false })
export class JobOpeningEntity extends PublishableRecord {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  location: string;

  @Column({ type: 'varchar', length: 16 })
  emoji: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  responsibilities: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  requirements: string[];

  @Column({ type: 'varchar', length: 120 })
  department: string;

  @Column({ type: 'varchar', length: 80 })
  experienceLevel: string;

  @Column({ type: 'varchar', length: 80 })
  contractType: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages: string[];

  /** Display order (ascending). */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
