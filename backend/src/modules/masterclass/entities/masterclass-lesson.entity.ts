import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { MasterclassSectionEntity } from './masterclass-section.entity';

/**
 * A lesson (spec §3 masterclass_modules_lessons) plus its transcript, which the tutor searches
 * (full-text over `search_document`, GIN index `IDX_masterclass_lessons_search`) and quotes.
 */
@Entity('masterclass_modules_lessons')
@Index('IDX_masterclass_lessons_section_order', ['sectionId', 'orderIndex'])
export class MasterclassLessonEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sectionId: string;

  @ManyToOne(() => MasterclassSectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id', foreignKeyConstraintName: 'FK_masterclass_lessons_section' })
  section?: Relation<MasterclassSectionEntity>;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Display length, e.g. '12:30'. */
  @Column({ type: 'varchar', length: 16 })
  duration: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  thumbnail: string | null;

  @Column({ type: 'integer' })
  orderIndex: number;

  /** The lesson's transcript and notes: what the tutor reads. Never sent with the course list. */
  @Column({ type: 'text', default: '' })
  transcript: string;

  /**
   * Title (weight A), description (B) and transcript (C) as one search document, kept by the
   * trigger `masterclass_lesson_document` and GIN-indexed (both in the migration).
   */
  @Index('IDX_masterclass_lessons_search', { synchronize: false })
  @Column({ type: 'tsvector', select: false, insert: false, update: false, nullable: true })
  searchDocument?: string | null;
}
