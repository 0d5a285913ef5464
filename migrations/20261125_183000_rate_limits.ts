import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Rate limits counted in PostgreSQL (src/server/rateLimit.ts), so every instance behind a proxy
 * counts against the same window. Not a collection: nothing but the limiter reads it. UNLOGGED: a
 * crash may forget the counts, which only lifts limits early.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
    "key" varchar PRIMARY KEY,
    "window_start" timestamp(3) with time zone NOT NULL,
    "count" integer NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
