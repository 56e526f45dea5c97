import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The results inbox: which member opened which lab result, and when. Per result file, so a correction that replaces
 * a result is unread again; gone with the result or the customer.
 */
export class LabResultRead1764900000100 implements MigrationInterface {
  name = "LabResultRead1764900000100"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "lab_result_read" (
        "lab_result_id" varchar not null references "lab_result" ("id") on delete cascade,
        "customer_id" varchar not null references "customer" ("id") on delete cascade,
        "read_at" timestamptz not null default now(),
        primary key ("customer_id", "lab_result_id")
      )`)
    await queryRunner.query(`create index "IDX_lab_result_read_result" on "lab_result_read" ("lab_result_id")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "lab_result_read"`)
  }
}
