import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `approval_request.note`: the member's note to the owner (at most 500 characters), and the status `withdrawn`: the
 * member took back her pending request (her cart takes changes again).
 */
export class ApprovalNoteWithdraw1764800000000 implements MigrationInterface {
  name = "ApprovalNoteWithdraw1764800000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "approval_request" add column "note" text`)
    await queryRunner.query(`alter table "approval_request" drop constraint if exists "approval_request_status_check"`)
    await queryRunner.query(
      `alter table "approval_request" add constraint "approval_request_status_check" check ("status" in ('pending', 'approving', 'approved', 'rejected', 'withdrawn'))`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`update "approval_request" set "status" = 'rejected' where "status" = 'withdrawn'`)
    await queryRunner.query(`alter table "approval_request" drop constraint if exists "approval_request_status_check"`)
    await queryRunner.query(`alter table "approval_request" add constraint "approval_request_status_check" check ("status" in ('pending', 'approving', 'approved', 'rejected'))`)
    await queryRunner.query(`alter table "approval_request" drop column "note"`)
  }
}
