import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The product search matches words with typos ("epilepsi" finds "epilepsy") by PostgreSQL's trigram similarity:
 * the `pg_trgm` extension (shipped with PostgreSQL's contrib modules, which the embedded and the official images
 * carry). Kept on the way down: dropping an extension other objects may use is not this migration's to undo.
 */
export class ProductSearchTrigrams1764800000020 implements MigrationInterface {
  name = "ProductSearchTrigrams1764800000020"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create extension if not exists pg_trgm`)
  }

  async down(): Promise<void> {
    // Nothing: see above.
  }
}
