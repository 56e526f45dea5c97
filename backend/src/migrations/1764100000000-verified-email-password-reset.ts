import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The local identity provider proves addresses and resets passwords: a user is verified once they enter the 6-digit
 * code mailed at sign-up (stored as a SHA-256 hash with its expiry); a sign-in session waits in
 * `needs_email_verification` until then. The page locale at sign-up picks the language of mails. Password-reset
 * tokens are stored hashed, expire and are used once. Users who existed before this rule were accepted under the
 * old one and count as verified (the demo accounts among them).
 */
export class VerifiedEmailPasswordReset1764100000000 implements MigrationInterface {
  name = "VerifiedEmailPasswordReset1764100000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      alter table "idp_user"
        add column "email_verified" boolean not null default false,
        add column "locale" varchar check ("locale" in ('en', 'da', 'es')),
        add column "email_code_hash" varchar,
        add column "email_code_expires_at" timestamptz`)
    await queryRunner.query(`update "idp_user" set "email_verified" = true`)
    await queryRunner.query(`alter table "idp_session" drop constraint if exists "idp_session_status_check"`)
    await queryRunner.query(`
      alter table "idp_session" add constraint "idp_session_status_check"
        check ("status" in ('needs_email_verification', 'needs_second_factor', 'complete'))`)
    await queryRunner.query(`
      create table "idp_password_reset" (
        "id" varchar primary key,
        "user_id" varchar not null references "idp_user" ("id") on delete cascade,
        "token_hash" varchar not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz,
        "created_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_idp_password_reset_token" on "idp_password_reset" ("token_hash")`)
    await queryRunner.query(`create index "IDX_idp_password_reset_user" on "idp_password_reset" ("user_id")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table if exists "idp_password_reset"`)
    await queryRunner.query(`delete from "idp_session" where "status" = 'needs_email_verification'`)
    await queryRunner.query(`alter table "idp_session" drop constraint if exists "idp_session_status_check"`)
    await queryRunner.query(`alter table "idp_session" add constraint "idp_session_status_check" check ("status" in ('needs_second_factor', 'complete'))`)
    await queryRunner.query(`
      alter table "idp_user"
        drop column "email_verified", drop column "locale", drop column "email_code_hash", drop column "email_code_expires_at"`)
  }
}
