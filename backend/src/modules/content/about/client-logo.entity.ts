import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A client or partner logo of the About page's strip. */
@Entity('client_logos')
export class ClientLogoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_client_logos_name', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Path in the `about-us` bucket (`clients/{filename}`), or an absolute URL. */
  @Column({ type: 'varchar', length: 500 })
  logoPath: string;

  /** Display order (ascending). */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
