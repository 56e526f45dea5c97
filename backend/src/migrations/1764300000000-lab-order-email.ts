import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The staff search of lab orders by the start of the customer's email used to find the orders by email and then
 * their lab orders (`order_id in (select id from "order" where lower(email) like …)`): its count read every matching
 * order's heap page, scattered among all orders, so it grew with the data around the match (docs/performance.md,
 * "Scale"). The lab order now carries its order's email:
 * - `email`, filled from the order for the existing rows, not null (LabOrderService.createForOrder writes it);
 * - `IDX_lab_order_email_prefix` on `(lower(email) text_pattern_ops, created_at desc, id desc) include (email, status)`:
 *   a prefix search and its count are a range of this index, read index-only (the included `email` lets the planner
 *   compute `lower(email)` from the index, `status` serves the search combined with a status filter), and the
 *   page's ids come from it newest first;
 * - a trigger on `order` that copies a changed email to its lab orders (Medusa's `POST /admin/orders/:id` may
 *   change an order's email), so the copy never disagrees with the order.
 * `analyze` at the end: without statistics on the new expression the planner misjudges the search (seen with
 * `IDX_order_email_prefix`, docs/performance.md).
 */
export class LabOrderEmail1764300000000 implements MigrationInterface {
  name = "LabOrderEmail1764300000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`alter table "lab_order" add column "email" varchar`)
    await queryRunner.query(`update "lab_order" lo set "email" = o."email" from "order" o where o."id" = lo."order_id"`)
    await queryRunner.query(`alter table "lab_order" alter column "email" set not null`)
    await queryRunner.query(
      `create index "IDX_lab_order_email_prefix" on "lab_order" (lower("email") text_pattern_ops, "created_at" desc, "id" desc) include ("email", "status")`
    )
    await queryRunner.query(`
      create function "lab_order_email_follows_order"() returns trigger language plpgsql as $$
      begin
        update lab_order set email = new.email where order_id = new.id and email is distinct from new.email;
        return null;
      end $$`)
    await queryRunner.query(
      `create trigger "order_email_to_lab_order" after update of "email" on "order"
       for each row when (old."email" is distinct from new."email") execute function "lab_order_email_follows_order"()`
    )
    await queryRunner.query(`analyze "lab_order"`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop trigger "order_email_to_lab_order" on "order"`)
    await queryRunner.query(`drop function "lab_order_email_follows_order"()`)
    await queryRunner.query(`drop index "IDX_lab_order_email_prefix"`)
    await queryRunner.query(`alter table "lab_order" drop column "email"`)
  }
}
