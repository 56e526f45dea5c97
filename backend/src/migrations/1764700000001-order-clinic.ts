import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The clinic an order was placed for is recorded with the order, in the store's own table: an order belongs to that
 * clinic whoever placed it and wherever she goes later (a member who moves clinic, or deletes her account, leaves the
 * clinic its orders, invoices and lab results). Recorded in the transaction that creates the order
 * (backend/src/services/order.ts); an order without a row is an individual's.
 *
 * `order_clinic` keeps the clinic's name, billing email and billing address as they were when the order was placed:
 * the invoice bills those. `clinic_id` has no foreign key: the record outlives a deleted clinic.
 *
 * Existing orders are filled from what the store knew: the clinic of the approval request the order was placed from,
 * else the clinic the invoice was billed to (the placer's clinic when it was numbered, null for an individual), else,
 * for an order not numbered yet, the placer's clinic now; with that clinic's billing details now (what its invoice
 * showed until now). An order whose clinic no longer exists stays unrecorded. `invoice.clinic_id`, which the clinic
 * billed was decided by until now, goes: the order's clinic is the one record of it.
 */
export class OrderClinic1764700000001 implements MigrationInterface {
  name = "OrderClinic1764700000001"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "order_clinic" (
        "order_id" varchar primary key references "order" ("id") on delete cascade,
        "clinic_id" varchar not null,
        "clinic_name" varchar not null,
        "billing_email" varchar not null,
        "billing_address" jsonb not null,
        "recorded_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create index "IDX_order_clinic_clinic" on "order_clinic" ("clinic_id")`)
    await queryRunner.query(`
      insert into "order_clinic" ("order_id", "clinic_id", "clinic_name", "billing_email", "billing_address", "recorded_at")
      select made_for.order_id, c.id, c.name, c.billing_email, c.billing_address, made_for.created_at
        from (
          select o.id as order_id, o.created_at,
                 coalesce(
                   (select a.clinic_id from "approval_request" a where a.order_id = o.id and a.status = 'approved' limit 1),
                   case when i.order_id is not null then i.clinic_id else m.clinic_id end
                 ) as clinic_id
            from "order" o
            left join "invoice" i on i.order_id = o.id
            left join "clinic_member" m on m.customer_id = o.customer_id
        ) made_for
        join "clinic" c on c.id = made_for.clinic_id`)
    await queryRunner.query(`alter table "invoice" drop column "clinic_id"`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "invoice" add column "clinic_id" varchar`)
    await queryRunner.query(`update "invoice" i set "clinic_id" = oc.clinic_id from "order_clinic" oc where oc.order_id = i.order_id`)
    await queryRunner.query(`drop table "order_clinic"`)
  }
}
