import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, profiles, sessions, one-time link tokens, sign-in failures and the security log. */
export class AuthTables1795325787326 implements MigrationInterface {
  name = 'AuthTables1795325787326';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "security_events" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid,
                "event_type" character varying(40) NOT NULL,
                "ip" character varying(64),
                "user_agent" character varying(512),
                "details" jsonb NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_security_events_type" CHECK (
                    "event_type" IN (
                        'session_start',
                        'session_timeout',
                        'admin_action',
                        'suspicious_activity'
                    )
                ),
                CONSTRAINT "PK_6fc100d6700780737348df0d3ae" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_security_events_user" ON "security_events" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "email" character varying(254) NOT NULL,
                "password_hash" text,
                "role" character varying(20) NOT NULL DEFAULT 'member',
                "status" character varying(20) NOT NULL DEFAULT 'invited',
                "language" character varying(5) NOT NULL DEFAULT 'en',
                "device_fingerprint" character varying(64),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_users_status" CHECK ("status" IN ('invited', 'active', 'disabled')),
                CONSTRAINT "CHK_users_role" CHECK (
                    "role" IN ('member', 'account_manager', 'editor', 'admin')
                ),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE TABLE "profiles" (
                "id" uuid NOT NULL,
                "full_name" character varying(100),
                "phone_number" character varying(32),
                "specialization" character varying(200),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_8e520eb4da7dc01d0e190447c8e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "auth_failures" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "identifier" character varying(254) NOT NULL,
                "failure_type" character varying(40) NOT NULL,
                "ip" character varying(64),
                "user_agent" character varying(512),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_e2b915d735b7aa6e2f015f5c799" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_auth_failures_identifier" ON "auth_failures" ("identifier", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "one_time_tokens" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "purpose" character varying(10) NOT NULL,
                "token_hash" character(64) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_one_time_tokens_purpose" CHECK ("purpose" IN ('invite', 'reset')),
                CONSTRAINT "PK_8e470cc9ffc1b2afa054304db17" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_one_time_tokens_user" ON "one_time_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_one_time_tokens_hash" ON "one_time_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "refresh_hash" character(64) NOT NULL,
                "previous_refresh_hash" character(64),
                "rotated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "revoke_reason" character varying(40),
                "ip" character varying(64),
                "user_agent" character varying(512),
                CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_sessions_user_active" ON "sessions" ("user_id", "revoked_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles"
            ADD CONSTRAINT "FK_profiles_user" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "one_time_tokens"
            ADD CONSTRAINT "FK_one_time_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
            ADD CONSTRAINT "FK_sessions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "sessions" DROP CONSTRAINT "FK_sessions_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "one_time_tokens" DROP CONSTRAINT "FK_one_time_tokens_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles" DROP CONSTRAINT "FK_profiles_user"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_sessions_user_active"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_one_time_tokens_hash"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_one_time_tokens_user"
        `);
    await queryRunner.query(`
            DROP TABLE "one_time_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_auth_failures_identifier"
        `);
    await queryRunner.query(`
            DROP TABLE "auth_failures"
        `);
    await queryRunner.query(`
            DROP TABLE "profiles"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_users_email"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_security_events_user"
        `);
    await queryRunner.query(`
            DROP TABLE "security_events"
        `);
  }
}
