import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type RedirectKind = 'blog' | 'case-study';

/** An old public key (slug, case id) of a renamed post or study, and the key it moved to. */
@Entity('content_redirects')
@Check('CHK_content_redirects_kind', `"kind" IN ('blog', 'case-study')`)
export class ContentRedirectEntity {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'PK_content_redirects' })
  kind: RedirectKind;

  @PrimaryColumn({ type: 'varchar', length: 160, primaryKeyConstraintName: 'PK_content_redirects' })
  fromKey: string;

  @Column({ type: 'varchar', length: 160 })
  toKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
