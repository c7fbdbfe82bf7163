import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { PublishableRecord } from '../publishable-record';

/** A client or partner logo of the About page's strip. */
@Entity('client_logos')
@Index('IDX_client_logos_scheduled', { synchronize: false })
export class ClientLogoEntity extends PublishableRecord {
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
}
