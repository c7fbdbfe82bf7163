import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff who watch the notification queue: the `ops` role. */
export class OpsRole1795440000000 implements MigrationInterface {
  name = 'OpsRole1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role"
         CHECK ("role" IN ('member', 'account_manager', 'editor', 'ops', 'admin'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role"
         CHECK ("role" IN ('member', 'account_manager', 'editor', 'admin'))`,
    );
  }
}
