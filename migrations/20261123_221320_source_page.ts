import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "source_page_url" varchar;
  ALTER TABLE "articles" ADD COLUMN "source_page_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "source_page_text" varchar;
  ALTER TABLE "articles" ADD COLUMN "source_check" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP COLUMN "source_page_url";
  ALTER TABLE "articles" DROP COLUMN "source_page_title";
  ALTER TABLE "articles" DROP COLUMN "source_page_text";
  ALTER TABLE "articles" DROP COLUMN "source_check";`)
}
