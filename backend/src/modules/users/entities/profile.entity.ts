import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { UserEntity } from './user.entity';

/** A member's editable details (spec: profiles); `id` is the user id. */
@Entity('profiles')
export class ProfileEntity {
  @PrimaryColumn('uuid')
  id: string;

  @OneToOne(() => UserEntity, (user) => user.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'FK_profiles_user' })
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 100, nullable: true })
  fullName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  specialization: string | null;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
