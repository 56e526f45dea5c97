import type { MigrationInterface, QueryRunner } from "typeorm"

/** A clinic's VAT or EAN number (optional, set by its owner or an admin), printed on its invoices. */
export class ClinicVatNumber1764800000011 implements MigrationInterface {
  name = "ClinicVatNumber1764800000011"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "clinic" add column "vat_number" varchar`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "clinic" drop column "vat_number"`)
  }
}
