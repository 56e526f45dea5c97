import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * The local identity provider (development only): its users and their sessions. Passwords and backup codes are
 * stored as scrypt / SHA-256 hashes, session cookies as SHA-256 hashes.
 */
export class LocalIdentityProvider1763714000000 implements MigrationInterface {
  name = "LocalIdentityProvider1763714000000"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "idp_user" (
        "id" varchar primary key,
        "email" varchar not null check ("email" = lower("email")),
        "password_hash" varchar not null,
        "first_name" varchar check (length("first_name") <= 256),
        "last_name" varchar check (length("last_name") <= 256),
        "totp_secret" varchar,
        "totp_pending_secret" varchar,
        "totp_last_step" bigint,
        "sms_phone" varchar,
        "backup_code_hashes" jsonb not null default '[]',
        "two_factor_enabled" boolean generated always as ("totp_secret" is not null or "sms_phone" is not null) stored,
        "profile_image_url" varchar,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_idp_user_email" on "idp_user" ("email")`)
    await queryRunner.query(`
      create table "idp_session" (
        "id" varchar primary key,
        "user_id" varchar not null references "idp_user" ("id") on delete cascade,
        "token_hash" varchar not null,
        "status" varchar not null check ("status" in ('needs_second_factor', 'complete')),
        "sms_code_hash" varchar,
        "sms_code_expires_at" timestamptz,
        "sms_pending_phone" varchar,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null
      )`)
    await queryRunner.query(`create unique index "UQ_idp_session_token" on "idp_session" ("token_hash")`)
    await queryRunner.query(`create index "IDX_idp_session_user" on "idp_session" ("user_id")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table if exists "idp_session"`)
    await queryRunner.query(`drop table if exists "idp_user"`)
  }
}
