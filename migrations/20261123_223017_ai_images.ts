import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A deleted user's private AI images go with them (cascade): set null would make them public.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "image_id" integer;
  ALTER TABLE "media" ADD COLUMN "owner_id" integer;
  ALTER TABLE "usage" ADD COLUMN "images" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_image_id_media_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_owner_id_users_id_fk";
  
  DROP INDEX "articles_image_idx";
  DROP INDEX "media_owner_idx";
  ALTER TABLE "articles" DROP COLUMN "image_id";
  ALTER TABLE "media" DROP COLUMN "owner_id";
  ALTER TABLE "usage" DROP COLUMN "images";`)
}
