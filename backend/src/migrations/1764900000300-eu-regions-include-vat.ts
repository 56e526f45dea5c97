import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The EU regions (Denmark in DKK, Europe in EUR) sell to consumers, whose prices must include VAT: their currencies
 * (prices are stored per currency, and Medusa reads such a price's `includes_tax` from its currency), the regions and
 * their shipping become Medusa tax-inclusive (`includes_tax`), as the seed now creates them. The amounts stored
 * stay as they are and are read as including VAT from now on; carts and orders already made keep the `includes_tax`
 * their lines were created with, so their totals do not change.
 */
export class EuRegionsIncludeVat1764900000300 implements MigrationInterface {
  name = "EuRegionsIncludeVat1764900000300"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`update "currency" set "includes_tax" = true where "code" in ('dkk', 'eur')`)
    await queryRunner.query(`update "region" set "includes_tax" = true where "currency_code" in ('dkk', 'eur') and "deleted_at" is null`)
    await queryRunner.query(
      `update "shipping_option" set "includes_tax" = true
        where "region_id" in (select "id" from "region" where "currency_code" in ('dkk', 'eur') and "deleted_at" is null)`,
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `update "shipping_option" set "includes_tax" = false
        where "region_id" in (select "id" from "region" where "currency_code" in ('dkk', 'eur'))`,
    )
    await queryRunner.query(`update "region" set "includes_tax" = false where "currency_code" in ('dkk', 'eur')`)
    await queryRunner.query(`update "currency" set "includes_tax" = false where "code" in ('dkk', 'eur')`)
  }
}
