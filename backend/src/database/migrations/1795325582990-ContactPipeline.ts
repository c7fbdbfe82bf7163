import { MigrationInterface, QueryRunner } from "typeorm";

/** Contact pipeline: submissions (with lead context and spam flag), their outbox, sent SMS. */

export class ContactPipeline1795325582990 implements MigrationInterface {
    name = 'ContactPipeline1795325582990'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "home_contact_submissions" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "name" text NOT NULL,
                "email" character varying(254) NOT NULL,
                "phone" text,
                "company" text,
                "interest" character varying(40) NOT NULL,
                "message" text NOT NULL,
                "spam" boolean NOT NULL DEFAULT false,
                "spam_reason" character varying(20),
                "ip_address" character varying(64),
                "user_agent" character varying(512),
                "utm_source" text,
                "utm_medium" text,
                "utm_campaign" text,
                "utm_term" text,
                "utm_content" text,
                "referrer" text,
                "landing_page" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_e4ae62a7e90dd159c30f64c0795" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_home_contact_submissions_email_created" ON "home_contact_submissions" ("email", "created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "contact_outbox" (
                "id" uuid NOT NULL,
                "submission_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "enqueued_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_77b193aa98c5530d16f3a7ed5c9" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_contact_outbox_pending" ON "contact_outbox" ("created_at")
            WHERE "enqueued_at" IS NULL
        `);
        await queryRunner.query(`
            CREATE TABLE "sms_deliveries" (
                "idempotency_key" character varying(200) NOT NULL,
                "outbox_id" uuid NOT NULL,
                "recipient" character varying(32) NOT NULL,
                "provider_message_id" character varying(100),
                "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_be4b525f1ad3e6736978b8e5488" PRIMARY KEY ("idempotency_key")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sms_deliveries_outbox" ON "sms_deliveries" ("outbox_id")
        `);
        await queryRunner.query(`
            ALTER TABLE "contact_outbox"
            ADD CONSTRAINT "FK_7455659610feeec697c022a46bb" FOREIGN KEY ("submission_id") REFERENCES "home_contact_submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "contact_outbox" DROP CONSTRAINT "FK_7455659610feeec697c022a46bb"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sms_deliveries_outbox"
        `);
        await queryRunner.query(`
            DROP TABLE "sms_deliveries"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_contact_outbox_pending"
        `);
        await queryRunner.query(`
            DROP TABLE "contact_outbox"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_home_contact_submissions_email_created"
        `);
        await queryRunner.query(`
            DROP TABLE "home_contact_submissions"
        `);
    }

}
