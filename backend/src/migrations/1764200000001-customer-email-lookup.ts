import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Mail finds the language of an address by the customer's email without regard to case (`lower(email) = lower($1)`),
 * for every placed order, decision and invite: an expression index serves it, where Medusa's own index on
 * (`email`, `has_account`) cannot, so the lookup reads one entry instead of every customer.
 */
export class CustomerEmailLookup1764200000001 implements MigrationInterface {
  name = "CustomerEmailLookup1764200000001"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create index if not exists "IDX_customer_lower_email" on "customer" (lower("email"))`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop index if exists "IDX_customer_lower_email"`)
  }
}
