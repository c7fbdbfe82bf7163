import { MigrationInterface, QueryRunner } from 'typeorm';

const TYPES = `'session_start', 'session_timeout', 'admin_action', 'suspicious_activity'`;
const NEW_TYPES = `${TYPES}, 'login_failure', 'access_denied', 'rate_limited', 'password_change', 'password_reset', 'account_setup', 'logout'`;

/**
 * The security log records sign-in failures, 401/403 denials, limit hits, password changes and
 * resets, account setup and logout, each with its outcome (existing rows were successes).
 */
export class SecurityEventOutcome1795400000000 implements MigrationInterface {
  name = 'SecurityEventOutcome1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "security_events" ADD "outcome" character varying(16) NOT NULL DEFAULT 'success'`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" ADD CONSTRAINT "CHK_security_events_outcome" CHECK ("outcome" IN ('success', 'failure', 'denied', 'limited'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" DROP CONSTRAINT "CHK_security_events_type"`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" ADD CONSTRAINT "CHK_security_events_type" CHECK ("event_type" IN (${NEW_TYPES}))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "security_events" WHERE "event_type" NOT IN (${TYPES})`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" DROP CONSTRAINT "CHK_security_events_type"`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" ADD CONSTRAINT "CHK_security_events_type" CHECK ("event_type" IN (${TYPES}))`,
    );
    await queryRunner.query(
      `ALTER TABLE "security_events" DROP CONSTRAINT "CHK_security_events_outcome"`,
    );
    await queryRunner.query(`ALTER TABLE "security_events" DROP COLUMN "outcome"`);
  }
}
