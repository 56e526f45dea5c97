import type { MigrationInterface, QueryRunner } from "typeorm"

/** Contact messages are new until a staff user handles them (or replies): when, and which staff user (`user.id`). */
export class ContactHandled1764400000001 implements MigrationInterface {
  name = "ContactHandled1764400000001"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "contact_submission" add column "handled_at" timestamptz, add column "handled_by" varchar`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "contact_submission" drop column "handled_at", drop column "handled_by"`)
  }
}
