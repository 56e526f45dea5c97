import type { MigrationInterface, QueryRunner } from "typeorm"

/**
 * Staff-written texts per language of a product (name, description, the product page's sections), a variant (name)
 * or a shipping option (name): one row per subject and language, its fields as a JSON object of texts.
 */
export class StoreTranslations1764600000003 implements MigrationInterface {
  name = "StoreTranslations1764600000003"

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      create table "store_translation" (
        "id" varchar primary key,
        "subject_type" varchar not null check ("subject_type" in ('product', 'variant', 'shipping_option')),
        "subject_id" varchar not null,
        "locale" varchar not null check ("locale" in ('en', 'da', 'es')),
        "fields" jsonb not null default '{}'::jsonb check (jsonb_typeof("fields") = 'object'),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      )`)
    await queryRunner.query(`create unique index "UQ_store_translation_subject_locale" on "store_translation" ("subject_id", "subject_type", "locale")`)
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`drop table "store_translation"`)
  }
}
