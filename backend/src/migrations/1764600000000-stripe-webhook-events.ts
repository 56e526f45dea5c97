import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `stripe_webhook_event`: every Stripe webhook event the store has acted on, by Stripe's event id. A second delivery
 * of the same event (a replay) is refused instead of acted on again.
 */
export class StripeWebhookEvents1764600000000 implements MigrationInterface {
  name = "StripeWebhookEvents1764600000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `create table "stripe_webhook_event" ("id" varchar primary key, "type" varchar not null, "received_at" timestamptz not null default now())`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "stripe_webhook_event"`)
  }
}
