import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Articles written from a page keep how much they are about it (issue 39: the source check's relevance). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "source_relevance" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "source_relevance";`)
}
