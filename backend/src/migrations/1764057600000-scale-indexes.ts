import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Indexes and counts that keep the store's own routes flat as a lab's data grows (plans before and after in
 * docs/performance.md, measured with bench/explain-scale.mjs on the large data set):
 * - staff lab orders: pages in `created_at desc, id desc` order, with and without a status filter; search by the
 *   start of the order's email; the number of lab orders per status is kept in `lab_order_count` by statement
 *   triggers, so the list's `count` for "all" or one status does not count hundreds of thousands of rows;
 * - staff clinics: pages by status in `created_at desc, id desc` order;
 * - staff applications: the application status of a customer (an expression over `customer.metadata`);
 * - the orders list of a customer's clinic: the members' orders newest first.
 */
export class ScaleIndexes1764057600000 implements MigrationInterface {
  name = "ScaleIndexes1764057600000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`create index if not exists "IDX_lab_order_created" on "lab_order" ("created_at" desc, "id" desc)`)
    await queryRunner.query(`create index if not exists "IDX_lab_order_status_created" on "lab_order" ("status", "created_at" desc, "id" desc)`)
    await queryRunner.query(`create index if not exists "IDX_order_email_prefix" on "order" (lower("email") text_pattern_ops)`)
    await queryRunner.query(`create index if not exists "IDX_order_customer_created" on "order" ("customer_id", "created_at" desc, "id" desc)`)
    await queryRunner.query(`create index if not exists "IDX_clinic_created" on "clinic" ("created_at" desc, "id" desc)`)
    await queryRunner.query(`create index if not exists "IDX_clinic_status_created" on "clinic" ("status", "created_at" desc, "id" desc)`)
    await queryRunner.query(
      `create index if not exists "IDX_customer_application_status" on "customer"
       ((coalesce("metadata" -> 'application' ->> 'status', "metadata" ->> 'application')))`
    )
    await queryRunner.query(`create index if not exists "IDX_contact_submission_created_id" on "contact_submission" ("created_at" desc, "id" desc)`)

    await queryRunner.query(`create table "lab_order_count" ("status" varchar primary key, "n" bigint not null)`)
    await queryRunner.query(`insert into "lab_order_count" ("status", "n") select "status", count(*) from "lab_order" group by "status"`)
    // One statement per change, rows in status order: concurrent changes lock the count rows in the same order.
    await queryRunner.query(`
      create function "lab_order_count_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into lab_order_count (status, n) select status, count(*) from new_rows group by status order by status
          on conflict (status) do update set n = lab_order_count.n + excluded.n;
        elsif tg_op = 'DELETE' then
          update lab_order_count c set n = c.n - d.n from (select status, count(*) as n from old_rows group by status order by status) d
          where c.status = d.status;
        else
          insert into lab_order_count (status, n)
          select status, sum(change) from (
            select status, 1 as change from new_rows union all select status, -1 from old_rows
          ) changes group by status having sum(change) <> 0 order by status
          on conflict (status) do update set n = lab_order_count.n + excluded.n;
        end if;
        return null;
      end $$`)
    await queryRunner.query(
      `create trigger "lab_order_count_insert" after insert on "lab_order" referencing new table as new_rows for each statement execute function "lab_order_count_apply"()`
    )
    await queryRunner.query(
      `create trigger "lab_order_count_delete" after delete on "lab_order" referencing old table as old_rows for each statement execute function "lab_order_count_apply"()`
    )
    await queryRunner.query(
      `create trigger "lab_order_count_update" after update on "lab_order" referencing old table as old_rows new table as new_rows for each statement execute function "lab_order_count_apply"()`
    )
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop trigger "lab_order_count_update" on "lab_order"`)
    await queryRunner.query(`drop trigger "lab_order_count_delete" on "lab_order"`)
    await queryRunner.query(`drop trigger "lab_order_count_insert" on "lab_order"`)
    await queryRunner.query(`drop function "lab_order_count_apply"()`)
    await queryRunner.query(`drop table "lab_order_count"`)
    await queryRunner.query(`drop index if exists "IDX_contact_submission_created_id"`)
    await queryRunner.query(`drop index if exists "IDX_customer_application_status"`)
    await queryRunner.query(`drop index if exists "IDX_clinic_status_created"`)
    await queryRunner.query(`drop index if exists "IDX_clinic_created"`)
    await queryRunner.query(`drop index if exists "IDX_order_customer_created"`)
    await queryRunner.query(`drop index if exists "IDX_order_email_prefix"`)
    await queryRunner.query(`drop index if exists "IDX_lab_order_status_created"`)
    await queryRunner.query(`drop index if exists "IDX_lab_order_created"`)
  }
}
