import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `customer_session_revocation`: per customer, the moment before which every store session (Medusa's `connect.sid`
 * session with `customer_id`) no longer counts. Written when the password is reset or changed, the account is deleted,
 * or the customer signs out everywhere; read by the store's session check on every request with a customer session
 * (one primary-key lookup, joined to the customer row).
 */
export class CustomerSessionRevocation1764500000000 implements MigrationInterface {
  name = "CustomerSessionRevocation1764500000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "customer_session_revocation" (
        "customer_id" varchar primary key references "customer" ("id") on delete cascade,
        "sessions_valid_after" timestamptz not null
      )`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "customer_session_revocation"`)
  }
}
