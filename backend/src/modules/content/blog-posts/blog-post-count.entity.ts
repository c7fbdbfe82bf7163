import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Published posts per category, kept exact by statement-level triggers on home_blog_posts (see the
 * migration), so the list's `total` stays O(1) however many posts there are. Read-only here.
 */
@Entity('home_blog_post_counts')
export class BlogPostCountEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  category: string;

  @Column({ type: 'integer', default: 0 })
  published: number;
}
