import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['home_blog_posts', 'home_case_studies', 'job_openings', 'client_logos'];

/**
 * Back-office publishing: an optional publish time on every public content table (a published row
 * stays hidden until then) and the old addresses of renamed posts and case studies (301s).
 */
export class ContentScheduling1795440000011 implements MigrationInterface {
  name = 'ContentScheduling1795440000011';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "publish_at" TIMESTAMP WITH TIME ZONE`);
      // Only the few scheduled rows are indexed: "what is still to come" stays cheap.
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_scheduled" ON "${table}" ("publish_at")
           WHERE "published" AND "publish_at" IS NOT NULL`,
      );
    }
    await queryRunner.query(`
      CREATE TABLE "content_redirects" (
        "kind" character varying(20) NOT NULL,
        "from_key" character varying(160) NOT NULL,
        "to_key" character varying(160) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_redirects" PRIMARY KEY ("kind", "from_key"),
        CONSTRAINT "CHK_content_redirects_kind" CHECK ("kind" IN ('blog', 'case-study'))
      )
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "content_redirects"`);
    for (const table of TABLES) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_scheduled"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "publish_at"`);
    }
  }
}
