import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "audio_id" integer;
  ALTER TABLE "articles" ADD COLUMN "audio_outdated" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "audio_id" integer;
  ALTER TABLE "media" ADD COLUMN "duration" numeric;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_audio_id_media_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_audio_id_media_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_audio_idx" ON "articles" USING btree ("audio_id");
  CREATE INDEX "posts_audio_idx" ON "posts" USING btree ("audio_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_audio_id_media_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_audio_id_media_id_fk";
  
  DROP INDEX "articles_audio_idx";
  DROP INDEX "posts_audio_idx";
  ALTER TABLE "articles" DROP COLUMN "audio_id";
  ALTER TABLE "articles" DROP COLUMN "audio_outdated";
  ALTER TABLE "posts" DROP COLUMN "audio_id";
  ALTER TABLE "media" DROP COLUMN "duration";`)
}
