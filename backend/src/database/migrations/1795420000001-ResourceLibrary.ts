import { MigrationInterface, QueryRunner } from "typeorm";
import { DASHBOARD_RESOURCES } from "../seeds/resources/dashboard-resources";

/**
 * The member resource library (spec §3 dashboard_resources), who downloaded which file when, and
 * the library's first edition of resources (ON CONFLICT: an edited row is left as it is).
 */
export class ResourceLibrary1795420000001 implements MigrationInterface {
    name = 'ResourceLibrary1795420000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "pg_trgm"`);
        await queryRunner.query(`
            CREATE TABLE "dashboard_resources" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "slug" character varying(160) NOT NULL,
                "title" character varying(200) NOT NULL,
                "excerpt" text NOT NULL,
                "content" text,
                "category" character varying(16) NOT NULL,
                "date" date NOT NULL,
                "image" character varying(500),
                "file_url" character varying(255),
                "search_text" text NOT NULL DEFAULT '',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_dashboard_resources_category" CHECK ("category" IN ('Case Study', 'Flyer', 'Canvas')),
                CONSTRAINT "PK_dashboard_resources" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_dashboard_resources_slug" ON "dashboard_resources" ("slug")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_dashboard_resources_listing" ON "dashboard_resources" ("date" DESC, "id" DESC)
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_dashboard_resources_category_listing" ON "dashboard_resources" ("category", "date" DESC, "id" DESC)
        `);
        // The searched text, kept by the database itself: title, excerpt and the body without its
        // tags, white space runs as one space (see the README for why pg_trgm).
        await queryRunner.query(`
            CREATE FUNCTION "dashboard_resources_search_text"() RETURNS trigger
            LANGUAGE plpgsql AS $$
            BEGIN
                NEW."search_text" := regexp_replace(
                    NEW."title" || ' ' || NEW."excerpt" || ' ' || replace(replace(
                        regexp_replace(coalesce(NEW."content", ''), '<[^>]*>', ' ', 'g'),
                        '&nbsp;', ' '), '&amp;', '&'),
                    '\\s+', ' ', 'g');
                RETURN NEW;
            END
            $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "TRG_dashboard_resources_search_text"
            BEFORE INSERT OR UPDATE OF "title", "excerpt", "content", "search_text" ON "dashboard_resources"
            FOR EACH ROW EXECUTE FUNCTION "dashboard_resources_search_text"()
        `);
        // Case-insensitive substring search (ILIKE '%q%').
        await queryRunner.query(`
            CREATE INDEX "IDX_dashboard_resources_search" ON "dashboard_resources"
                USING gin ("search_text" gin_trgm_ops)
        `);
        await queryRunner.query(`
            CREATE TABLE "resource_downloads" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "resource_id" uuid NOT NULL,
                "downloaded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_resource_downloads" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_resource_downloads_resource_at" ON "resource_downloads" ("resource_id", "downloaded_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_resource_downloads_user_at" ON "resource_downloads" ("user_id", "downloaded_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "resource_downloads"
            ADD CONSTRAINT "FK_resource_downloads_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "resource_downloads"
            ADD CONSTRAINT "FK_resource_downloads_resource" FOREIGN KEY ("resource_id") REFERENCES "dashboard_resources"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        for (const resource of DASHBOARD_RESOURCES) {
            await queryRunner.query(
                `INSERT INTO "dashboard_resources" ("slug", "title", "excerpt", "content", "category", "date", "image", "file_url")
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("slug") DO NOTHING`,
                [
                    resource.slug,
                    resource.title,
                    resource.excerpt,
                    resource.content,
                    resource.category,
                    resource.date,
                    resource.image,
                    resource.fileUrl,
                ],
            );
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "resource_downloads" DROP CONSTRAINT "FK_resource_downloads_resource"`);
        await queryRunner.query(`ALTER TABLE "resource_downloads" DROP CONSTRAINT "FK_resource_downloads_user"`);
        await queryRunner.query(`DROP TABLE "resource_downloads"`);
        await queryRunner.query(`DROP TABLE "dashboard_resources"`);
        await queryRunner.query(`DROP FUNCTION "dashboard_resources_search_text"()`);
    }
}
