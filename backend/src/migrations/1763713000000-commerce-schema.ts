import type { MigrationInterface, QueryRunner } from "typeorm"

/** Product audiences (who may buy what), lab orders (one per ordered unit) and their result files. */
export class CommerceSchema1763713000000 implements MigrationInterface {
  name = "CommerceSchema1763713000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "product_audience" (
        "id" varchar primary key,
        "product_id" varchar not null references "product" ("id") on delete cascade,
        "audience" varchar not null check ("audience" in ('Epilepsy Clinic', 'Fertility Clinic', 'individual')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_product_audience_pair" on "product_audience" ("product_id", "audience")`)
    await queryRunner.query(`create index "IDX_product_audience_audience" on "product_audience" ("audience")`)
    await queryRunner.query(`
      create table "lab_order" (
        "id" varchar primary key,
        "order_id" varchar not null references "order" ("id") on delete cascade,
        "line_item_id" varchar not null references "line_item" ("id") on delete cascade,
        "unit_index" integer not null check ("unit_index" >= 0),
        "status" varchar not null default 'received'
          check ("status" in ('received', 'kit_sent', 'awaiting_samples', 'in_analysis', 'results_ready', 'canceled')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_lab_order_unit" on "lab_order" ("line_item_id", "unit_index")`)
    await queryRunner.query(`create index "IDX_lab_order_order" on "lab_order" ("order_id")`)
    await queryRunner.query(`create index "IDX_lab_order_status" on "lab_order" ("status")`)
    await queryRunner.query(`
      create table "lab_result" (
        "id" varchar primary key,
        "lab_order_id" varchar not null references "lab_order" ("id") on delete cascade,
        "name" varchar not null check (length("name") between 1 and 255),
        "size" integer not null check ("size" >= 0),
        "mime_type" varchar not null,
        "file_key" varchar not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_lab_result_lab_order" on "lab_result" ("lab_order_id")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "lab_result"`)
    await queryRunner.query(`drop table "lab_order"`)
    await queryRunner.query(`drop table "product_audience"`)
  }
}
