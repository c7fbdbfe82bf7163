import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { BlogPostSummary, CaseStudy, ClientLogo, JobOpening, Page } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { BLOG_POSTS } from '../../../src/database/seeds/content/blog-posts';
import { CASE_STUDIES } from '../../../src/database/seeds/content/case-studies';
import { BlogPostsService } from '../../../src/modules/content/blog-posts/blog-posts.service';
import { ContentSeeder } from '../../../src/modules/content/seed/content-seeder.service';
import { resetContent } from '../../factories/content.factory';
import { createTestApp } from '../../setup/test-app';

describe('Content seeding', () => {
  let sut: NestFastifyApplication;
  let seeder: ContentSeeder;

  const get = async <T>(url: string) => (await sut.inject({ method: 'GET', url })).json<T>();
  const tableCounts = async () => {
    const [row] = await sut.get(DataSource).query(`
      SELECT (SELECT count(*) FROM home_case_studies)::int AS "caseStudies",
             (SELECT count(*) FROM home_blog_posts)::int AS "blogPosts",
             (SELECT count(*) FROM job_openings)::int AS "jobOpenings",
             (SELECT count(*) FROM client_logos)::int AS "clientLogos"`);
    return row as Record<string, number>;
  };

  beforeAll(async () => {
    sut = await createTestApp();
    seeder = sut.get(ContentSeeder);
  });

  afterAll(async () => {
    await sut.close();
  });

  describe('runs', () => {
    beforeEach(async () => {
      await resetContent(sut);
    });

    it('should fill empty tables on a first start (SEED_ON_START)', async () => {
      const app = await createTestApp({ env: { SEED_ON_START: 'true' } });
      try {
        expect(await tableCounts()).toEqual({
          caseStudies: 10,
          blogPosts: 17,
          jobOpenings: 3,
          clientLogos: 9,
        });
      } finally {
        await app.close();
      }
    });

    it('should leave a database that has content alone on start, even if a table is empty', async () => {
      await sut.get(BlogPostsService).create({
        slug: 'editor-post',
        title: 'Written by an editor',
        date: 'May 1, 2025',
        excerpt: 'x',
        readTime: '1 min read',
        author: 'A',
        authorRole: 'B',
        content: 'A body that is long enough.',
        published: true,
      });
      expect(await seeder.seedIfEmpty()).toBeNull();
      expect(await tableCounts()).toEqual({
        caseStudies: 0,
        blogPosts: 1,
        jobOpenings: 0,
        clientLogos: 0,
      });
    });

    it('should be idempotent: a second run adds nothing', async () => {
      const first = await seeder.seed();
      expect(first.blogPosts).toEqual({ added: 17, updated: 0, present: 0 });
      const second = await seeder.seed();
      expect(second).toEqual({
        caseStudies: { added: 0, updated: 0, present: 10 },
        blogPosts: { added: 0, updated: 0, present: 17 },
        jobOpenings: { added: 0, updated: 0, present: 3 },
        clientLogos: { added: 0, updated: 0, present: 9 },
      });
      expect(await tableCounts()).toEqual({
        caseStudies: 10,
        blogPosts: 17,
        jobOpenings: 3,
        clientLogos: 9,
      });
    });

    it('should add only what is missing, keep edits, and reset them with overwrite', async () => {
      await seeder.seed();
      const posts = sut.get(BlogPostsService);
      await posts.update(BLOG_POSTS[0]!.slug, { title: 'Edited by an editor' });
      await posts.remove(BLOG_POSTS[1]!.slug);

      const report = await seeder.seed();
      expect(report.blogPosts).toEqual({ added: 1, updated: 0, present: 16 });
      expect((await posts.findBySlug(BLOG_POSTS[0]!.slug)).title).toBe('Edited by an editor');

      await seeder.seed({ overwrite: true });
      expect((await posts.findBySlug(BLOG_POSTS[0]!.slug)).title).toBe(BLOG_POSTS[0]!.title);
    });

    it('should serialise concurrent seeding (two instances starting together)', async () => {
      const reports = await Promise.all([seeder.seedIfEmpty(), seeder.seedIfEmpty()]);
      expect(reports.filter(Boolean)).toHaveLength(1);
      expect(await tableCounts()).toEqual({
        caseStudies: 10,
        blogPosts: 17,
        jobOpenings: 3,
        clientLogos: 9,
      });
    });
  });

  describe('the seeded content', () => {
    beforeAll(async () => {
      await resetContent(sut);
      await seeder.seed();
    });

    it('should give several display groups of case studies, newest first', async () => {
      const studies = await get<CaseStudy[]>('/api/case-studies');
      expect(studies).toHaveLength(CASE_STUDIES.length);
      expect(new Set(studies.map((study) => study.group)).size).toBeGreaterThanOrEqual(6);
      const created = studies.map((study) => study.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('should give 15+ posts across the four categories, some with audio, the undated one last', async () => {
      const page = await get<Page<BlogPostSummary>>('/api/blog-posts?pageSize=50');
      expect(page.total).toBeGreaterThanOrEqual(15);
      expect(new Set(page.items.map((post) => post.category))).toEqual(
        new Set(['ai', 'automation', 'strategy', 'innovation']),
      );
      expect(page.items.at(-1)!.publishedOn).toBeNull();
      expect(page.items.filter((post) => !post.image).length).toBeGreaterThanOrEqual(2);
      const withAudio = BLOG_POSTS.filter((post) => post.hasAudio);
      expect(withAudio.length).toBeGreaterThanOrEqual(2);
      for (const post of withAudio) {
        expect(
          (await get<{ audioEmbedHtml: string }>(`/api/blog-posts/${post.slug}`)).audioEmbedHtml,
        ).toMatch(/^<iframe [^>]*src="https:\/\/open\.spotify\.com\/embed\//);
      }
    });

    it('should give the three openings exactly as the spec names them, with their terms', async () => {
      const jobs = await get<JobOpening[]>('/api/jobs');
      expect(
        jobs.map(
          ({ id, title, location, department, experienceLevel, contractType, languages }) => ({
            id,
            title,
            location,
            department,
            experienceLevel,
            contractType,
            languages,
          }),
        ),
      ).toEqual([
        {
          id: 'working-student-no-experience',
          title: 'Working Student - No experience (m/f/d)',
          location: 'EU Remote Friendly',
          department: 'Client Development',
          experienceLevel: 'Entry Level',
          contractType: 'Internship',
          languages: ['English', 'German', 'French'],
        },
        {
          id: 'associate-client-development',
          title: 'Associate - Client Development (m/f/d)',
          location: 'EU Remote Friendly',
          department: 'Client Development',
          experienceLevel: 'Experienced',
          contractType: 'Part-time, Self-Employed',
          languages: ['English', 'German', 'French'],
        },
        {
          id: 'fellowship-program',
          title: 'Fellowship Program (m/f/d)',
          location: 'EU Remote Friendly',
          department: 'Innovation',
          experienceLevel: 'Experienced',
          contractType: 'Self-Employed',
          languages: ['English', 'German', 'French', 'Spanish'],
        },
      ]);
      for (const job of jobs) {
        expect(job.emoji).not.toBe('');
        expect(job.description.length).toBeGreaterThan(100);
        expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
        expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      }
      const text = (job: JobOpening) => [job.description, ...job.requirements].join(' ');
      expect(text(jobs[1]!)).toContain(
        '5% commission on participating gross margins of closed sales per year',
      );
      expect(text(jobs[2]!)).toContain(
        'referral fee of 10% of the revenue of the first client project or the contract value',
      );
      expect(text(jobs[2]!)).toContain('3+ years');
      expect(text(jobs[2]!)).toMatch(/daily (pay|rate) .*varies by expertise and other factors/i);
    });

    it('should give nine client logos from the about-us bucket, each served', async () => {
      const logos = await get<ClientLogo[]>('/api/client-logos');
      expect(logos).toHaveLength(9);
      for (const logo of logos) {
        expect(logo.logoUrl).toMatch(
          /^\/storage\/v1\/object\/public\/about-us\/clients\/[\w-]+\.svg$/,
        );
        const file = await sut.inject({ method: 'GET', url: logo.logoUrl });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/svg+xml');
      }
    });

    it('should serve every image the seeds point to', async () => {
      const paths = [...CASE_STUDIES, ...BLOG_POSTS]
        .map((item) => item.image)
        .filter(Boolean) as string[];
      for (const path of new Set(paths)) {
        const url = path.startsWith('/') ? path : `/storage/v1/object/public/uploads/${path}`;
        expect([url, (await sut.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
    });
  });
});
