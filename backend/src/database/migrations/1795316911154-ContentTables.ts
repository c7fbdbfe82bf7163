import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public content: case studies, blog posts (with their search and listing indexes and exact
 * per-category counts), job openings and client logos.
 */
export class ContentTables1795316911154 implements MigrationInterface {
  name = 'ContentTables1795316911154';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "uuid-ossp"`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "pg_trgm"`);

    await queryRunner.query(`
      CREATE TABLE "home_case_studies" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "case_id" character varying(120) NOT NULL,
        "title" character varying(200) NOT NULL,
        "client" character varying(200) NOT NULL,
        "description" text NOT NULL,
        "challenge" text NOT NULL,
        "solution" text NOT NULL,
        "results" text array NOT NULL DEFAULT '{}',
        "technologies" text array NOT NULL DEFAULT '{}',
        "category" character varying(80) NOT NULL,
        "image" character varying(500),
        "published" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_9bcf65456b5c6e60c61e5dbf945" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_home_case_studies_case_id" ON "home_case_studies" ("case_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_home_case_studies_listing" ON "home_case_studies" ("published", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "home_blog_posts" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "slug" character varying(160) NOT NULL,
        "title" character varying(200) NOT NULL,
        "date" character varying(40) NOT NULL,
        "published_on" date,
        "excerpt" text NOT NULL,
        "image" character varying(500),
        "category" character varying(20) NOT NULL DEFAULT 'ai',
        "read_time" character varying(30) NOT NULL,
        "author" character varying(120) NOT NULL,
        "author_role" character varying(120) NOT NULL,
        "has_audio" boolean NOT NULL DEFAULT false,
        "audio_url" text,
        "content" text NOT NULL,
        "published" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_home_blog_posts_category" CHECK (
          "category" IN ('ai', 'automation', 'strategy', 'innovation')
        ),
        CONSTRAINT "PK_35243276dfada8d59ad11301cc9" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_home_blog_posts_slug" ON "home_blog_posts" ("slug")`,
    );
    // Newest first, unparsable dates (NULL) last; the id makes the order total for pagination.
    await queryRunner.query(`
      CREATE INDEX "IDX_home_blog_posts_listing" ON "home_blog_posts"
        ("published_on" DESC NULLS LAST, "created_at" DESC, "id" DESC) WHERE "published"
    `);
    await queryRunner.query(`
      CREATE INDEX "IDX_home_blog_posts_category_listing" ON "home_blog_posts"
        ("category", "published_on" DESC NULLS LAST, "created_at" DESC, "id" DESC) WHERE "published"
    `);
    // Case-insensitive substring search (ILIKE '%q%') on title and excerpt.
    await queryRunner.query(`
      CREATE INDEX "IDX_home_blog_posts_search" ON "home_blog_posts"
        USING gin (("title" || ' ' || "excerpt") gin_trgm_ops) WHERE "published"
    `);

    // Statistics on the searched text, so the planner knows how many rows a term matches: a common
    // term then walks the listing index instead of sorting every match.
    await queryRunner.query(`
      CREATE STATISTICS "home_blog_posts_search_text" ON (("title" || ' ' || "excerpt"))
        FROM "home_blog_posts"
    `);

    await queryRunner.query(`
      CREATE TABLE "home_blog_post_counts" (
        "category" character varying(20) NOT NULL,
        "published" integer NOT NULL DEFAULT '0',
        CONSTRAINT "PK_0dac4aa9bbf02ebcbc4036167eb" PRIMARY KEY ("category")
      )
    `);
    // Statement-level triggers keep the counts exact (bulk inserts update each category once).
    await queryRunner.query(`
      CREATE FUNCTION "home_blog_post_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO "home_blog_post_counts" ("category", "published")
            SELECT "category", -count(*) FROM "old_rows" WHERE "published" GROUP BY "category"
          ON CONFLICT ("category") DO UPDATE
            SET "published" = "home_blog_post_counts"."published" + EXCLUDED."published";
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO "home_blog_post_counts" ("category", "published")
            SELECT "category", count(*) FROM "new_rows" WHERE "published" GROUP BY "category"
          ON CONFLICT ("category") DO UPDATE
            SET "published" = "home_blog_post_counts"."published" + EXCLUDED."published";
        END IF;
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE FUNCTION "home_blog_post_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "home_blog_post_counts";
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER "home_blog_posts_count_insert" AFTER INSERT ON "home_blog_posts"
        REFERENCING NEW TABLE AS "new_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "home_blog_post_counts_apply"()
    `);
    await queryRunner.query(`
      CREATE TRIGGER "home_blog_posts_count_update" AFTER UPDATE ON "home_blog_posts"
        REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "home_blog_post_counts_apply"()
    `);
    await queryRunner.query(`
      CREATE TRIGGER "home_blog_posts_count_delete" AFTER DELETE ON "home_blog_posts"
        REFERENCING OLD TABLE AS "old_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "home_blog_post_counts_apply"()
    `);
    await queryRunner.query(`
      CREATE TRIGGER "home_blog_posts_count_truncate" AFTER TRUNCATE ON "home_blog_posts"
        FOR EACH STATEMENT EXECUTE FUNCTION "home_blog_post_counts_reset"()
    `);

    await queryRunner.query(`
      CREATE TABLE "job_openings" (
        "id" character varying(80) NOT NULL,
        "title" character varying(200) NOT NULL,
        "location" character varying(120) NOT NULL,
        "emoji" character varying(16) NOT NULL,
        "description" text NOT NULL,
        "responsibilities" text array NOT NULL DEFAULT '{}',
        "requirements" text array NOT NULL DEFAULT '{}',
        "department" character varying(120) NOT NULL,
        "experience_level" character varying(80) NOT NULL,
        "contract_type" character varying(80) NOT NULL,
        "languages" text array NOT NULL DEFAULT '{}',
        "position" integer NOT NULL DEFAULT '0',
        "published" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_6888a7e6783262ac38387fc3e8d" PRIMARY KEY ("id")
      )
    `);

    await queryRunner.query(`
      CREATE TABLE "client_logos" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "name" character varying(120) NOT NULL,
        "logo_path" character varying(500) NOT NULL,
        "position" integer NOT NULL DEFAULT '0',
        "published" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_c845233ea03a52432b9a6010c1d" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_client_logos_name" ON "client_logos" ("name")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "client_logos"`);
    await queryRunner.query(`DROP TABLE "job_openings"`);
    await queryRunner.query(`DROP TABLE "home_blog_posts"`);
    await queryRunner.query(`DROP FUNCTION "home_blog_post_counts_reset"()`);
    await queryRunner.query(`DROP FUNCTION "home_blog_post_counts_apply"()`);
    await queryRunner.query(`DROP TABLE "home_blog_post_counts"`);
    await queryRunner.query(`DROP TABLE "home_case_studies"`);
  }
}
