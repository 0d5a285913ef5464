import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" ADD COLUMN "dedupe_key" varchar;
  CREATE UNIQUE INDEX "emails_dedupe_key_idx" ON "emails" USING btree ("dedupe_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "emails_dedupe_key_idx";
  ALTER TABLE "emails" DROP COLUMN "dedupe_key";`)
}
