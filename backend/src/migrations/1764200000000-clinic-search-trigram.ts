import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The staff clinics search matches any part of the name or billing email (`ilike '%…%'`, a person types "aarhus"
 * for "Neuro Clinic Aarhus"), which a b-tree cannot serve: trigram GIN indexes (pg_trgm) let PostgreSQL find the
 * few clinics that contain the text instead of reading them all. pg_trgm ships with PostgreSQL and is a trusted
 * extension (PostgreSQL 13+), so a database owner without superuser rights may create it.
 */
export class ClinicSearchTrigram1764200000000 implements MigrationInterface {
  name = "ClinicSearchTrigram1764200000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create extension if not exists pg_trgm`)
    await queryRunner.query(`create index if not exists "IDX_clinic_name_trgm" on "clinic" using gin ("name" gin_trgm_ops)`)
    await queryRunner.query(`create index if not exists "IDX_clinic_billing_email_trgm" on "clinic" using gin ("billing_email" gin_trgm_ops)`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index if exists "IDX_clinic_billing_email_trgm"`)
    await queryRunner.query(`drop index if exists "IDX_clinic_name_trgm"`)
  }
}
