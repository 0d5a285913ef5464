import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Internal links (issue 35): on each article, the hosts of its writer's own sites, whose links are internal. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN "link_hosts" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "link_hosts";`)
}
