import type { MigrationInterface, QueryRunner } from "typeorm"

/** The keys of `customer.metadata` that held trusted facts before this migration (`locale` stays: it is a preference). */
const TRUSTED_KEYS = ["idp_subject", "email_verified", "two_factor_enabled", "application"]

/** The status of a stored application, whether kept as `{ status, … }` or as the bare status string. */
const METADATA_STATUS = `coalesce("metadata" -> 'application' ->> 'status', "metadata" ->> 'application')`

/** An ISO 8601 text of a timestamp, as the service wrote `submitted_at` and `reviewed_at` into the metadata. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * Facts the store trusts move out of `customer.metadata`, which any customer may write through Medusa's own
 * `POST /store/customers/me`:
 * - `customer_identity`: the identity provider's subject bound to the customer (unique), and what the last token
 *   proved (`email_verified`, `two_factor_enabled`); written by the token exchange only;
 * - `customer_application`: an individual's application and staff's decision; written by ApplicationService only.
 * Existing values move (applications in both their object and bare-status forms; a subject claimed by several
 * customers stays with the oldest registered one), the keys leave the metadata, and the staff list's status index
 * (an expression over the metadata) becomes indexes of `customer_application`. `down` puts the keys back.
 */
export class TrustedCustomerFacts1764400000000 implements MigrationInterface {
  name = "TrustedCustomerFacts1764400000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "customer_identity" (
        "customer_id" varchar primary key references "customer" ("id") on delete cascade,
        "idp_subject" varchar not null,
        "email_verified" boolean not null default false,
        "two_factor_enabled" boolean not null default false,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_customer_identity_subject" on "customer_identity" ("idp_subject")`)
    await queryRunner.query(`
      create table "customer_application" (
        "customer_id" varchar primary key references "customer" ("id") on delete cascade,
        "status" varchar not null check ("status" in ('awaiting', 'approved', 'rejected')),
        "submitted_at" timestamptz,
        "reviewed_at" timestamptz,
        "first_name" varchar,
        "last_name" varchar,
        "phone" varchar,
        "date_of_birth" varchar,
        "reason" text
      )`)
    // The staff list: newest submission first, all or one status.
    await queryRunner.query(`create index "IDX_customer_application_submitted" on "customer_application" ("submitted_at" desc nulls last)`)
    await queryRunner.query(
      `create index "IDX_customer_application_status_submitted" on "customer_application" ("status", "submitted_at" desc nulls last)`
    )

    // A stored time that does not parse moves as null rather than failing the migration.
    await queryRunner.query(`
      create function pg_temp.as_timestamptz(value text) returns timestamptz language plpgsql as $$
      begin
        return value::timestamptz;
      exception when others then
        return null;
      end $$`)
    await queryRunner.query(`
      insert into "customer_identity" ("customer_id", "idp_subject", "email_verified", "two_factor_enabled")
      select distinct on ("metadata" ->> 'idp_subject') "id", "metadata" ->> 'idp_subject',
             coalesce("metadata" -> 'email_verified' = 'true'::jsonb, false), coalesce("metadata" -> 'two_factor_enabled' = 'true'::jsonb, false)
      from "customer"
      where jsonb_typeof("metadata" -> 'idp_subject') = 'string' and "has_account" and "deleted_at" is null
      order by "metadata" ->> 'idp_subject', "created_at", "id"`)
    await queryRunner.query(`
      insert into "customer_application"
        ("customer_id", "status", "submitted_at", "reviewed_at", "first_name", "last_name", "phone", "date_of_birth", "reason")
      select c."id", ${METADATA_STATUS}, pg_temp.as_timestamptz(a ->> 'submitted_at'), pg_temp.as_timestamptz(a ->> 'reviewed_at'),
             a ->> 'first_name', a ->> 'last_name', a ->> 'phone', a ->> 'date_of_birth', a ->> 'reason'
      from "customer" c
      cross join lateral (
        select case when jsonb_typeof(c."metadata" -> 'application') = 'object' then c."metadata" -> 'application' else '{}'::jsonb end as a
      ) stored
      where ${METADATA_STATUS} in ('awaiting', 'approved', 'rejected')`)
    await queryRunner.query(`drop function pg_temp.as_timestamptz(text)`)
    await queryRunner.query(
      `update "customer" set "metadata" = "metadata" - $1::text[] where "metadata" ?| $1::text[]`,
      [TRUSTED_KEYS]
    )
    await queryRunner.query(`drop index if exists "IDX_customer_application_status"`)
    await queryRunner.query(`analyze "customer_application"`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      update "customer" c
      set "metadata" = coalesce(c."metadata", '{}'::jsonb)
        || jsonb_build_object('idp_subject', i."idp_subject", 'email_verified', i."email_verified", 'two_factor_enabled', i."two_factor_enabled")
      from "customer_identity" i
      where i."customer_id" = c."id"`)
    await queryRunner.query(`
      update "customer" c
      set "metadata" = coalesce(c."metadata", '{}'::jsonb) || jsonb_build_object('application',
        jsonb_build_object('status', a."status", 'first_name', a."first_name", 'last_name', a."last_name", 'phone', a."phone",
                           'date_of_birth', a."date_of_birth", 'reason', a."reason")
        || case when a."submitted_at" is null then '{}'::jsonb else jsonb_build_object('submitted_at', ${isoText(`a."submitted_at"`)}) end
        || case when a."reviewed_at" is null then '{}'::jsonb else jsonb_build_object('reviewed_at', ${isoText(`a."reviewed_at"`)}) end)
      from "customer_application" a
      where a."customer_id" = c."id"`)
    await queryRunner.query(`create index if not exists "IDX_customer_application_status" on "customer" ((${METADATA_STATUS}))`)
    await queryRunner.query(`drop table "customer_application"`)
    await queryRunner.query(`drop table "customer_identity"`)
  }
}
