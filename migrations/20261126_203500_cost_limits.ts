import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Limits of what costs money. `usage.audio_seconds`: audio made per user and month, counted like
 * the credits (src/server/quota). `generation_slots`: the model work a user runs at once
 * (src/server/quota/slots.ts), one row per taken slot with a lease the running instance renews, so
 * a crashed instance's slots free themselves; the primary key (user, slot) makes taking a slot
 * atomic across instances. Not a collection: nothing but the slots read it. UNLOGGED: a crash may
 * forget the rows, which only frees the slots early.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "usage" ADD COLUMN IF NOT EXISTS "audio_seconds" numeric DEFAULT 0;
  CREATE UNLOGGED TABLE IF NOT EXISTS "generation_slots" (
    "user_id" integer NOT NULL,
    "slot" integer NOT NULL,
    "holder" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("user_id", "slot")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "generation_slots";
  ALTER TABLE "usage" DROP COLUMN IF EXISTS "audio_seconds";`)
}
