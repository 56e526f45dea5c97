import type { MigrationInterface, QueryRunner } from "typeorm"

/** Clinic invites (one awaiting invite per clinic and address), uploaded files and contact submissions. */
export class InvitesFilesContact1763712600000 implements MigrationInterface {
  name = "InvitesFilesContact1763712600000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "clinic_invite" (
        "id" varchar primary key,
        "to" varchar not null check (length("to") between 3 and 320),
        "status" varchar not null default 'awaiting' check ("status" in ('awaiting', 'approved', 'rejected')),
        "clinic_id" varchar not null references "clinic" ("id") on delete cascade,
        "inviter_id" varchar references "customer" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_clinic_invite_to" on "clinic_invite" ("to")`)
    await queryRunner.query(`create index "IDX_clinic_invite_clinic" on "clinic_invite" ("clinic_id")`)
    await queryRunner.query(
      `create unique index "UQ_clinic_invite_awaiting" on "clinic_invite" ("clinic_id", "to") where "status" = 'awaiting'`
    )
    await queryRunner.query(`
      create table "uploaded_file" (
        "id" varchar primary key,
        "customer_id" varchar references "customer" ("id") on delete set null,
        "name" varchar not null check (length("name") between 1 and 255),
        "size" integer not null check ("size" >= 0),
        "mime_type" varchar not null,
        "file_key" varchar not null,
        "url" varchar not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_uploaded_file_customer" on "uploaded_file" ("customer_id")`)
    await queryRunner.query(`
      create table "contact_submission" (
        "id" varchar primary key,
        "name" varchar not null,
        "email" varchar not null,
        "message" text not null,
        "subject" varchar,
        "phone" varchar,
        "customer_id" varchar references "customer" ("id") on delete set null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_contact_submission_customer" on "contact_submission" ("customer_id")`)
    await queryRunner.query(`create index "IDX_contact_submission_created" on "contact_submission" ("created_at")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "contact_submission"`)
    await queryRunner.query(`drop table "uploaded_file"`)
    await queryRunner.query(`drop table "clinic_invite"`)
  }
}
