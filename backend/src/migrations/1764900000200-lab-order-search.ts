import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Staff find a lab order by what they were told: the clinic's name, the member's name, the PO number the clinic gave
 * (besides the order number, sample id and email the listing already found). Those are parts of names and numbers
 * (`ilike '%…%'`: "aarhus" for "Neuro Clinic Aarhus", "4711" for "PO-4711/26"), which a b-tree cannot serve: trigram
 * GIN indexes (pg_trgm, created by ClinicSearchTrigram1764200000000) on the clinic name an order recorded, the PO
 * number and the customer's whole name let the search read the few matching orders instead of every one; the start of
 * the member's email (a clinic's order carries the clinic's billing email, not hers) is a range of
 * `IDX_customer_email_prefix` (`text_pattern_ops`: a prefix `like` in any collation). That index serves the equality
 * on `lower(email)` as well (mail/recipients.ts), so it replaces `IDX_customer_lower_email`: one index on the
 * expression, not two written on every customer change. The test's
 * name is searched on `product.title` (a few hundred rows) and reaches lab orders through the variant's line items.
 */
export class LabOrderSearch1764900000200 implements MigrationInterface {
  name = "LabOrderSearch1764900000200"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create extension if not exists pg_trgm`)
    await queryRunner.query(`create index if not exists "IDX_order_clinic_name_trgm" on "order_clinic" using gin ("clinic_name" gin_trgm_ops)`)
    await queryRunner.query(`create index if not exists "IDX_order_reference_trgm" on "order_reference" using gin ("reference" gin_trgm_ops)`)
    await queryRunner.query(`create index if not exists "IDX_customer_email_prefix" on "customer" (lower("email") text_pattern_ops)`)
    await queryRunner.query(`drop index if exists "IDX_customer_lower_email"`)
    await queryRunner.query(
      `create index if not exists "IDX_customer_name_trgm" on "customer" using gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops)`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index if exists "IDX_customer_name_trgm"`)
    await queryRunner.query(`create index if not exists "IDX_customer_lower_email" on "customer" (lower("email"))`)
    await queryRunner.query(`drop index if exists "IDX_customer_email_prefix"`)
    await queryRunner.query(`drop index if exists "IDX_order_reference_trgm"`)
    await queryRunner.query(`drop index if exists "IDX_order_clinic_name_trgm"`)
  }
}
