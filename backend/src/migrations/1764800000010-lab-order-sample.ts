import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Samples identified: every lab order gets a `sample_id` printed on its kit (domain/sample-id.ts), drawn by
 * `lab_sample_id()` as the column's default (so every insert gets one) and for the existing lab orders; unique
 * (`UQ_lab_order_sample_id`, which also serves the staff search by sample id). The clinic records, before the sample
 * ships, its own reference for the patient (a code, never a name), the day the sample was taken and when it
 * confirmed the patient's consent.
 */
export class LabOrderSample1764800000010 implements MigrationInterface {
  name = "LabOrderSample1764800000010"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create function "lab_sample_id"() returns varchar language sql volatile as $$
        select string_agg(substr('23456789ABCDEFGHJKMNPQRSTWXYZ', 1 + floor(random() * 29)::int, 1) || case when i in (4, 8) then '-' else '' end, '' order by i)
        from generate_series(1, 12) as i
      $$`)
    await queryRunner.query(
      `alter table "lab_order" add column "sample_id" varchar, add column "patient_reference" varchar,
       add column "sample_taken_on" date, add column "consent_confirmed_at" timestamp with time zone`
    )
    await queryRunner.query(`update "lab_order" set "sample_id" = "lab_sample_id"()`)
    await queryRunner.query(`alter table "lab_order" alter column "sample_id" set default "lab_sample_id"(), alter column "sample_id" set not null`)
    await queryRunner.query(`create unique index "UQ_lab_order_sample_id" on "lab_order" ("sample_id")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index "UQ_lab_order_sample_id"`)
    await queryRunner.query(
      `alter table "lab_order" drop column "sample_id", drop column "patient_reference", drop column "sample_taken_on", drop column "consent_confirmed_at"`
    )
    await queryRunner.query(`drop function "lab_sample_id"()`)
  }
}
