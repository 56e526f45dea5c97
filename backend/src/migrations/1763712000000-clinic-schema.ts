import type { MigrationInterface, QueryRunner } from "typeorm"

/** Clinics and their members: one clinic per customer, exactly one owner per clinic. */
export class ClinicSchema1763712000000 implements MigrationInterface {
  name = "ClinicSchema1763712000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "clinic" (
        "id" varchar primary key,
        "name" varchar not null check (length("name") between 1 and 256),
        "type" varchar not null check ("type" in ('Epilepsy Clinic', 'Fertility Clinic')),
        "status" varchar not null default 'awaiting' check ("status" in ('awaiting', 'approved', 'rejected')),
        "billing_email" varchar not null,
        "billing_address" jsonb not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_clinic_status" on "clinic" ("status")`)
    await queryRunner.query(`
      create table "clinic_member" (
        "id" varchar primary key,
        "clinic_id" varchar not null references "clinic" ("id") on delete cascade,
        "customer_id" varchar not null references "customer" ("id") on delete cascade,
        "role" varchar not null default 'member' check ("role" in ('owner', 'admin', 'member')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_clinic_member_customer" on "clinic_member" ("customer_id")`)
    await queryRunner.query(`create index "IDX_clinic_member_clinic" on "clinic_member" ("clinic_id")`)
    await queryRunner.query(
      `create unique index "UQ_clinic_member_one_owner" on "clinic_member" ("clinic_id") where "role" = 'owner'`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "clinic_member"`)
    await queryRunner.query(`drop table "clinic"`)
  }
}
