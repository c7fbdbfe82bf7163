import { MigrationInterface, QueryRunner } from "typeorm";

/** The spec's eight table names, as read-only views over the two tables (type → name prefix). */
const SPEC_VIEWS: Array<[string, string]> = [
    ['digital-transformation', 'digital_transformation_assessment'],
    ['maas', 'maas_readiness_assessment'],
    ['pbc', 'pbc_readiness_assessment'],
    ['raas', 'raas_readiness_assessment'],
];

/**
 * The four readiness assessments: results and their responses in one pair of tables with an
 * `assessment_type` column (the README says why), each member's unfinished runs, and views named
 * as the spec's per-assessment tables for reports written against those names.
 */
export class AssessmentTables1795410000000 implements MigrationInterface {
    name = 'AssessmentTables1795410000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "assessment_results" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "assessment_type" character varying(32) NOT NULL,
                "domain_scores" jsonb NOT NULL,
                "total_score" smallint NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_assessment_results_total" CHECK (
                    "total_score" BETWEEN 20 AND 100
                ),
                CONSTRAINT "CHK_assessment_results_type" CHECK (
                    "assessment_type" IN ('digital-transformation', 'maas', 'pbc', 'raas')
                ),
                CONSTRAINT "PK_5907c861a69b7bf628090784637" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_assessment_results_user_type_created" ON "assessment_results" ("user_id", "assessment_type", "created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "assessment_progress" (
                "user_id" uuid NOT NULL,
                "assessment_type" character varying(32) NOT NULL,
                "answers" jsonb NOT NULL,
                "current_question" smallint NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_assessment_progress_question" CHECK (
                    "current_question" BETWEEN 1 AND 20
                ),
                CONSTRAINT "CHK_assessment_progress_type" CHECK (
                    "assessment_type" IN ('digital-transformation', 'maas', 'pbc', 'raas')
                ),
                CONSTRAINT "PK_bb8ce24926d009af127219d9ff9" PRIMARY KEY ("user_id", "assessment_type")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "assessment_responses" (
                "assessment_result_id" uuid NOT NULL,
                "question_id" smallint NOT NULL,
                "user_id" uuid NOT NULL,
                "score" smallint NOT NULL,
                "domain" character varying(64) NOT NULL,
                CONSTRAINT "CHK_assessment_responses_question" CHECK (
                    "question_id" BETWEEN 1 AND 20
                ),
                CONSTRAINT "CHK_assessment_responses_score" CHECK (
                    "score" BETWEEN 1 AND 5
                ),
                CONSTRAINT "PK_5fb7b6e9c4bf97ceca51f47e2ac" PRIMARY KEY ("assessment_result_id", "question_id")
            )
        `);
        await queryRunner.query(`
            ALTER TABLE "assessment_results"
            ADD CONSTRAINT "FK_assessment_results_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "assessment_progress"
            ADD CONSTRAINT "FK_assessment_progress_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "assessment_responses"
            ADD CONSTRAINT "FK_assessment_responses_result" FOREIGN KEY ("assessment_result_id") REFERENCES "assessment_results"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        for (const [type, prefix] of SPEC_VIEWS) {
            await queryRunner.query(`
                CREATE VIEW "${prefix}_results" AS
                SELECT "id", "user_id", "domain_scores", "total_score", "created_at"
                FROM "assessment_results" WHERE "assessment_type" = '${type}'
            `);
            await queryRunner.query(`
                CREATE VIEW "${prefix}_responses" AS
                SELECT r."user_id", r."assessment_result_id", r."question_id", r."score", r."domain"
                FROM "assessment_responses" r
                JOIN "assessment_results" a ON a."id" = r."assessment_result_id"
                WHERE a."assessment_type" = '${type}'
            `);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const [, prefix] of SPEC_VIEWS) {
            await queryRunner.query(`DROP VIEW "${prefix}_responses"`);
            await queryRunner.query(`DROP VIEW "${prefix}_results"`);
        }
        await queryRunner.query(`
            ALTER TABLE "assessment_responses" DROP CONSTRAINT "FK_assessment_responses_result"
        `);
        await queryRunner.query(`
            ALTER TABLE "assessment_progress" DROP CONSTRAINT "FK_assessment_progress_user"
        `);
        await queryRunner.query(`
            ALTER TABLE "assessment_results" DROP CONSTRAINT "FK_assessment_results_user"
        `);
        await queryRunner.query(`
            DROP TABLE "assessment_responses"
        `);
        await queryRunner.query(`
            DROP TABLE "assessment_progress"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_assessment_results_user_type_created"
        `);
        await queryRunner.query(`
            DROP TABLE "assessment_results"
        `);
    }

}
