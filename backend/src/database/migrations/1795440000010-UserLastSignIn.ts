import { MigrationInterface, QueryRunner } from 'typeorm';

/** When each account last signed in (the back office's filter), filled from the sessions kept. */
export class UserLastSignIn1795440000010 implements MigrationInterface {
  name = 'UserLastSignIn1795440000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "users" u SET "last_sign_in_at" = s.latest
         FROM (SELECT user_id, max(created_at) AS latest FROM sessions GROUP BY user_id) s
        WHERE s.user_id = u.id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_sign_in_at"`);
  }
}
