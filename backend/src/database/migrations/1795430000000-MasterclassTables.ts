import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The masterclass: sections (spec: masterclass_modules), lessons (masterclass_modules_lessons) with
 * the transcript the tutor reads, and each member's progress per lesson. The tutor's full-text
 * search runs on `search_document`: the title (weight A), description (B) and transcript (C), kept
 * by a trigger on every write (also one that tries to set it directly) and indexed with GIN.
 */
export class MasterclassTables1795430000000 implements MigrationInterface {
    name = 'MasterclassTables1795430000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "masterclass_modules" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "title" character varying(200) NOT NULL,
                "order_index" integer NOT NULL,
                CONSTRAINT "PK_f427b65117ca3aff58f1b7090e5" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_masterclass_modules_order" ON "masterclass_modules" ("order_index")
        `);
        await queryRunner.query(`
            CREATE TABLE "masterclass_modules_lessons" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "section_id" uuid NOT NULL,
                "title" character varying(200) NOT NULL,
                "description" text NOT NULL,
                "duration" character varying(16) NOT NULL,
                "video_url" character varying(2048),
                "thumbnail" character varying(2048),
                "order_index" integer NOT NULL,
                "transcript" text NOT NULL DEFAULT '',
                "search_document" tsvector,
                CONSTRAINT "PK_e6f758f90d0ac946530afd2d52d" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_masterclass_lessons_section_order" ON "masterclass_modules_lessons" ("section_id", "order_index")
        `);
        await queryRunner.query(`
            CREATE TABLE "masterclass_lesson_progress" (
                "user_id" uuid NOT NULL,
                "lesson_id" uuid NOT NULL,
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "position_seconds" integer NOT NULL DEFAULT '0',
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_masterclass_progress_position" CHECK (
                    "position_seconds" BETWEEN 0 AND 86400
                ),
                CONSTRAINT "PK_eb10593d96471449a9af281a19c" PRIMARY KEY ("user_id", "lesson_id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_masterclass_progress_user_updated" ON "masterclass_lesson_progress" ("user_id", "updated_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_modules_lessons"
            ADD CONSTRAINT "FK_masterclass_lessons_section" FOREIGN KEY ("section_id") REFERENCES "masterclass_modules"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_lesson_progress"
            ADD CONSTRAINT "FK_masterclass_progress_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_lesson_progress"
            ADD CONSTRAINT "FK_masterclass_progress_lesson" FOREIGN KEY ("lesson_id") REFERENCES "masterclass_modules_lessons"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            CREATE FUNCTION masterclass_lesson_document() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                NEW.search_document :=
                    setweight(to_tsvector('english'::regconfig, coalesce(NEW.title, '')), 'A')
                    || setweight(to_tsvector('english'::regconfig, coalesce(NEW.description, '')), 'B')
                    || setweight(to_tsvector('english'::regconfig, coalesce(NEW.transcript, '')), 'C');
                RETURN NEW;
            END
            $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "TRG_masterclass_lessons_document"
            BEFORE INSERT OR UPDATE OF "title", "description", "transcript", "search_document"
            ON "masterclass_modules_lessons"
            FOR EACH ROW EXECUTE FUNCTION masterclass_lesson_document()
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_masterclass_lessons_search" ON "masterclass_modules_lessons"
            USING gin ("search_document")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."IDX_masterclass_lessons_search"
        `);
        await queryRunner.query(`
            DROP TRIGGER "TRG_masterclass_lessons_document" ON "masterclass_modules_lessons"
        `);
        await queryRunner.query(`
            DROP FUNCTION masterclass_lesson_document()
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_lesson_progress" DROP CONSTRAINT "FK_masterclass_progress_lesson"
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_lesson_progress" DROP CONSTRAINT "FK_masterclass_progress_user"
        `);
        await queryRunner.query(`
            ALTER TABLE "masterclass_modules_lessons" DROP CONSTRAINT "FK_masterclass_lessons_section"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_masterclass_progress_user_updated"
        `);
        await queryRunner.query(`
            DROP TABLE "masterclass_lesson_progress"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_masterclass_lessons_section_order"
        `);
        await queryRunner.query(`
            DROP TABLE "masterclass_modules_lessons"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_masterclass_modules_order"
        `);
        await queryRunner.query(`
            DROP TABLE "masterclass_modules"
        `);
    }

}
