import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Media: a post page's cover size (1440×810, the card's 16:9 shape), for the cover's srcset. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "media" ADD COLUMN "sizes_cover_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_cover_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_cover_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_cover_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_cover_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_cover_filename" varchar;
  CREATE INDEX "media_sizes_cover_sizes_cover_filename_idx" ON "media" USING btree ("sizes_cover_filename");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "media_sizes_cover_sizes_cover_filename_idx";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_url";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_width";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_height";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_mime_type";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_filesize";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "sizes_cover_filename";`)
}
