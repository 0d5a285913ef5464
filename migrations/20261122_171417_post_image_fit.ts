import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_image_fit" AS ENUM('cover', 'contain', 'fill');
  ALTER TABLE "posts" ADD COLUMN "image_fit" "enum_posts_image_fit" DEFAULT 'cover';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "image_fit";
  DROP TYPE "public"."enum_posts_image_fit";`)
}
