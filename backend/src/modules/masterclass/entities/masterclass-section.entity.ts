import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A section of the masterclass (spec §3 masterclass_modules: id, title, order_index). */
@Entity('masterclass_modules')
@Index('IDX_masterclass_modules_order', ['orderIndex'])
export class MasterclassSectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'integer' })
  orderIndex: number;
}
