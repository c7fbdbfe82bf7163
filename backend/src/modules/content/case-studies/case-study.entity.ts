import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A client success story (spec: home_case_studies). Only `published` rows are public. */
@Entity('home_case_studies')
@Index('IDX_home_case_studies_listing', ['published', 'createdAt'])
export class CaseStudyEntity {
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

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
