import { MigrationInterface, QueryRunner } from 'typeorm';

/** The back office's lead triage (status, owner, notes, spam release) and the staff audit log. */
export class LeadsAndAuditLog1795450000000 implements MigrationInterface {
  name = 'LeadsAndAuditLog1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "leads" ("submission_id" uuid NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'new', "owner_id" uuid, "notes" text, "released_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "CHK_leads_status" CHECK ("status" IN ('new', 'contacted', 'qualified', 'closed')), CONSTRAINT "PK_c633d5a1865421fd34ffe6c8171" PRIMARY KEY ("submission_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_leads_owner" ON "leads" ("owner_id")`);
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "FK_leads_submission" FOREIGN KEY ("submission_id") REFERENCES "home_contact_submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "FK_leads_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "actor_id" uuid, "actor_role" character varying(20) NOT NULL, "method" character varying(10) NOT NULL, "route" character varying(200) NOT NULL, "path" character varying(500) NOT NULL, "target_id" character varying(100), "status_code" smallint NOT NULL, "changes" jsonb NOT NULL DEFAULT '[]', "ip" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP TABLE "leads"`);
  }
}
