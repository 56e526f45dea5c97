import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * `order_reference`: the purchase-order number or reference a customer gives the order at checkout, kept by the cart
 * it is placed from (the order's `cart_id`); written only while the cart has no order, so it is frozen once placed.
 * `invoice_counter`: one row per store holding the last invoice number given; `invoice`: the number each order's
 * invoice has, and the clinic billed (the placer's clinic when it was numbered; null for an individual). A number is taken by updating the counter row and inserting the invoice in one transaction, so numbers
 * run without gaps under concurrent orders (a sequence would lose numbers on rollback).
 */
export class OrderReferenceInvoices1764600000002 implements MigrationInterface {
  name = "OrderReferenceInvoices1764600000002"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `create table "order_reference" ("cart_id" varchar primary key, "reference" varchar(64) not null, "updated_at" timestamptz not null default now())`
    )
    await queryRunner.query(`create table "invoice_counter" ("store_id" varchar primary key, "last_number" integer not null default 0)`)
    await queryRunner.query(
      `create table "invoice" ("order_id" varchar primary key, "store_id" varchar not null, "number" integer not null, "clinic_id" varchar,
        "issued_at" timestamptz not null default now(), constraint "invoice_store_number" unique ("store_id", "number"))`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "invoice"`)
    await queryRunner.query(`drop table "invoice_counter"`)
    await queryRunner.query(`drop table "order_reference"`)
  }
}
