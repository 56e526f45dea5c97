import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Spending limits and order approval, in the store's own tables (never in customer-writable metadata):
 * `clinic_spending_limit` holds a member's limits (per order, per calendar month; null = none), removed with the
 * membership; `approval_request` holds a member's request to place a cart over a limit, with the cart's totals and
 * lines as Medusa computed them when it was asked. One open (pending or approving) request per cart, and one approved.
 * `approving` is the one approve under way (claimed atomically, so an order is placed once); `idempotency_key` is
 * the Medusa completion it runs, so a retry after a crash answers the same order.
 */
export class SpendingLimitsApprovals1764600000001 implements MigrationInterface {
  name = "SpendingLimitsApprovals1764600000001"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "clinic_spending_limit" (
        "clinic_member_id" varchar primary key references "clinic_member" ("id") on delete cascade,
        "per_order" integer check ("per_order" >= 0),
        "per_month" integer check ("per_month" >= 0),
        "updated_by" varchar,
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`
      create table "approval_request" (
        "id" varchar primary key,
        "clinic_id" varchar not null references "clinic" ("id") on delete cascade,
        "customer_id" varchar not null,
        "cart_id" varchar not null,
        "status" varchar not null default 'pending' check ("status" in ('pending', 'approving', 'approved', 'rejected')),
        "limit_kind" varchar not null check ("limit_kind" in ('per_order', 'per_month')),
        "limit_amount" integer not null,
        "currency_code" varchar not null,
        "subtotal" integer not null,
        "shipping_total" integer not null,
        "tax_total" integer not null,
        "discount_total" integer not null,
        "total" integer not null,
        "items" jsonb not null default '[]',
        "month_spend" integer not null,
        "reason" text,
        "decided_by" varchar,
        "decided_at" timestamptz,
        "claimed_at" timestamptz,
        "idempotency_key" varchar,
        "order_id" varchar,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_approval_request_clinic" on "approval_request" ("clinic_id", "created_at")`)
    await queryRunner.query(`create index "IDX_approval_request_customer" on "approval_request" ("customer_id", "created_at")`)
    await queryRunner.query(`create unique index "UQ_approval_request_open_cart" on "approval_request" ("cart_id") where "status" in ('pending', 'approving')`)
    await queryRunner.query(`create unique index "UQ_approval_request_approved_cart" on "approval_request" ("cart_id") where "status" = 'approved'`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "approval_request"`)
    await queryRunner.query(`drop table "clinic_spending_limit"`)
  }
}
