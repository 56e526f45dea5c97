import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `cart_completion_claim`: the one request completing a cart at a time, on any backend instance. A second complete of
 * the same cart (a double click) waits until the claim is released and then gets the order the first one placed.
 * A claim older than its time-out (an instance that died mid-completion) may be taken over.
 */
export class CartCompletionClaim1764500000001 implements MigrationInterface {
  name = "CartCompletionClaim1764500000001"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create table "cart_completion_claim" ("cart_id" varchar primary key, "claimed_at" timestamptz not null)`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "cart_completion_claim"`)
  }
}
