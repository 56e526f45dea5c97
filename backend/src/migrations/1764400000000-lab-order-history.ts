import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * What staff did to a lab order, and results that were corrected:
 * - `lab_order_event`: one row per status change or result replaced, with the staff user who made it (`actor_id`,
 *   Medusa's `user.id`; null for the store itself) and when;
 * - `lab_result.replaced_at`: a result replaced by a correction keeps its row and file (the history shows it); at most
 *   one result per lab order is current (`replaced_at is null`), which the unique index now says instead of one result
 *   per lab order.
 */
export class LabOrderHistory1764400000000 implements MigrationInterface {
  name = "LabOrderHistory1764400000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "lab_order_event" (
        "id" varchar primary key,
        "lab_order_id" varchar not null references "lab_order" ("id") on delete cascade,
        "kind" varchar not null check ("kind" in ('status_changed', 'result_replaced')),
        "from_status" varchar,
        "to_status" varchar not null,
        "actor_id" varchar,
        "created_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_lab_order_event_lab_order" on "lab_order_event" ("lab_order_id", "created_at")`)
    await queryRunner.query(`alter table "lab_result" add column "replaced_at" timestamptz`)
    await queryRunner.query(`drop index "UQ_lab_result_lab_order"`)
    await queryRunner.query(`create unique index "UQ_lab_result_current" on "lab_result" ("lab_order_id") where "replaced_at" is null`)
    await queryRunner.query(`create index "IDX_lab_result_lab_order" on "lab_result" ("lab_order_id", "created_at")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`delete from "lab_result" where "replaced_at" is not null`)
    await queryRunner.query(`drop index "IDX_lab_result_lab_order"`)
    await queryRunner.query(`drop index "UQ_lab_result_current"`)
    await queryRunner.query(`create unique index "UQ_lab_result_lab_order" on "lab_result" ("lab_order_id")`)
    await queryRunner.query(`alter table "lab_result" drop column "replaced_at"`)
    await queryRunner.query(`drop table "lab_order_event"`)
  }
}
