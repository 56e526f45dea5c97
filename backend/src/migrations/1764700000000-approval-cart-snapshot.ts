import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `approval_request.cart_lines`: the lines of the cart when approval was asked for (variant, quantity, unit price).
 * Approving places exactly those lines at the recorded total, or is refused when the cart holds something else.
 * Requests asked for before it have none; their approval compares the total only.
 */
export class ApprovalCartSnapshot1764700000000 implements MigrationInterface {
  name = "ApprovalCartSnapshot1764700000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "approval_request" add column "cart_lines" jsonb`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "approval_request" drop column "cart_lines"`)
  }
}
