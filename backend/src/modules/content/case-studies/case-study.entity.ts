import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { PublishableRecord } from '../publishable-record';

/** A client success story (spec: home_case_studies). Only `published` rows are public. */
@Entity('home_case_studies')
@Index('IDX_home_case_studies_scheduled', { synchronize: false })
@Index('IDX_home_case_studies_listing', ['published', 'createdAt'])
export class CaseStudyEntity extends PublishableRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The public key in `/case-studies/{case_id}`. */
  @Index('UQ_home_case_studies_case_id', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  caseId: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  client: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  challenge: string;

  @Column({ type: 'text' })
  solution: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  results: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  technologies: string[];

  /** Free text; mapped to a display group by `caseStudyGroup` (shared). */
  @Column({ type: 'varchar', length: 80 })
  category: string;

  /** Stored path: empty, relative to public storage, root-relative or absolute (see image rules). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;
}
