import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Issue 40: a site remembers whether it kept the SEO fields, from its latest publish. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    CREATE TYPE "public"."enum_integrations_seo_meta" AS ENUM('kept', 'unsupported');
  EXCEPTION WHEN duplicate_object THEN null;
  END $$;
  ALTER TABLE "integrations" ADD COLUMN IF NOT EXISTS "seo_meta" "enum_integrations_seo_meta";
  UPDATE "integrations" i SET "seo_meta" = (
    SELECT p."seo_meta"::text::"enum_integrations_seo_meta" FROM "publications" p
    WHERE p."integration_id" = i."id" AND p."seo_meta" IS NOT NULL ORDER BY p."published_at" DESC NULLS LAST LIMIT 1
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "integrations" DROP COLUMN IF EXISTS "seo_meta"; DROP TYPE IF EXISTS "public"."enum_integrations_seo_meta";`)
}
