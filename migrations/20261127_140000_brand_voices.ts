import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Brand voices (issue 35): a user's voices, and on each article the voice that wrote it, its name and
 * words to avoid at the time, and the sentences that use one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "brand_voices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"sample" varchar,
  	"prefer_words" varchar,
  	"avoid_words" varchar,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "brand_voices" ADD CONSTRAINT "brand_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "brand_voices_user_idx" ON "brand_voices" USING btree ("user_id");
  CREATE INDEX "brand_voices_updated_at_idx" ON "brand_voices" USING btree ("updated_at");
  CREATE INDEX "brand_voices_created_at_idx" ON "brand_voices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brand_voices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_voices_fk" FOREIGN KEY ("brand_voices_id") REFERENCES "public"."brand_voices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_brand_voices_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_voices_id");
  ALTER TABLE "articles" ADD COLUMN "voice_id" integer;
  ALTER TABLE "articles" ADD COLUMN "voice_name" varchar;
  ALTER TABLE "articles" ADD COLUMN "voice_avoid" jsonb;
  ALTER TABLE "articles" ADD COLUMN "avoided_words" jsonb;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_voice_id_brand_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."brand_voices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_voice_idx" ON "articles" USING btree ("voice_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" DROP CONSTRAINT IF EXISTS "articles_voice_id_brand_voices_id_fk";
  DROP INDEX IF EXISTS "articles_voice_idx";
  ALTER TABLE "articles" DROP COLUMN IF EXISTS "voice_id";
  ALTER TABLE "articles" DROP COLUMN IF EXISTS "voice_name";
  ALTER TABLE "articles" DROP COLUMN IF EXISTS "voice_avoid";
  ALTER TABLE "articles" DROP COLUMN IF EXISTS "avoided_words";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_brand_voices_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_brand_voices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "brand_voices_id";
  DROP TABLE IF EXISTS "brand_voices" CASCADE;`)
}
