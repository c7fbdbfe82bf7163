import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentCacheService } from '../../src/modules/content/cache/content-cache.service';
import type { BlogPostInputDto } from '../../src/modules/content/blog-posts/dto/blog-post-input.dto';
import type { CaseStudyInputDto } from '../../src/modules/content/case-studies/dto/case-study-input.dto';

let sequence = 0;
const next = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

/** Empties every content table (the run's database is shared by all integration files). */
export async function resetContent(app: INestApplication): Promise<void> {
  await app
    .get(DataSource)
    .query(
      'TRUNCATE home_blog_posts, home_case_studies, job_openings, client_logos, home_blog_post_counts',
    );
}

export function blogPostInput(overrides: Partial<BlogPostInputDto> = {}): BlogPostInputDto {
  const id = next();
  return {
    slug: `post-${id}`,
    title: `Condition monitoring notes ${id}`,
    date: 'March 4, 2025',
    excerpt: 'What a plant learns from its first year of vibration data.',
    image: 'blog/energy.svg',
    category: 'ai',
    readTime: '5 min read',
    author: 'Mara Pop',
    authorRole: 'Reliability Engineer',
    content: 'A first paragraph that is long enough to be kept.',
    published: true,
    ...overrides,
  };
}

export function caseStudyInput(overrides: Partial<CaseStudyInputDto> = {}): CaseStudyInputDto {
  const id = next();
  return {
    caseId: `study-${id}`,
    title: `Uptime as a service ${id}`,
    client: 'Karlsberg Stanztechnik GmbH',
    description: 'A press builder sells availability instead of machines.',
    challenge: 'Service revenue was reactive.',
    solution: 'Condition monitoring and an uptime subscription.',
    results: ['18 % recurring revenue'],
    technologies: ['OPC UA', 'Python', 'TimescaleDB', 'Power BI'],
    category: 'Manufacturing',
    image: null,
    published: true,
    ...overrides,
  };
}

/** Sets creation times directly (the services never take them), then drops cached responses. */
export async function setCreatedAt(
  app: INestApplication,
  table: 'home_blog_posts' | 'home_case_studies',
  key: { column: 'slug' | 'case_id'; value: string },
  createdAt: string,
): Promise<void> {
  await app
    .get(DataSource)
    .query(`UPDATE ${table} SET created_at = $1 WHERE ${key.column} = $2`, [createdAt, key.value]);
  await app.get(ContentCacheService).invalidate();
}
