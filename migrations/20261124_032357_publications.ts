import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_publications_platform" AS ENUM('wordpress', 'wix');
  CREATE TYPE "public"."enum_publications_requested_status" AS ENUM('draft', 'publish');
  CREATE TYPE "public"."enum_publications_state" AS ENUM('pending', 'published', 'failed');
  CREATE TYPE "public"."enum_publications_seo_meta" AS ENUM('kept', 'unsupported');
  CREATE TABLE "publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"article_id" integer NOT NULL,
  	"integration_id" integer NOT NULL,
  	"platform" "enum_publications_platform" NOT NULL,
  	"requested_status" "enum_publications_requested_status" DEFAULT 'draft' NOT NULL,
  	"state" "enum_publications_state" DEFAULT 'pending' NOT NULL,
  	"remote_id" varchar,
  	"remote_media_id" varchar,
  	"remote_url" varchar,
  	"remote_status" varchar,
  	"seo_meta" "enum_publications_seo_meta",
  	"last_error_code" varchar,
  	"last_error_message" varchar,
  	"last_error_fix" varchar,
  	"last_error_transient" boolean,
  	"attempts" numeric DEFAULT 0,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publications_id" integer;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publications" ADD CONSTRAINT "publications_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id");
  CREATE INDEX "publications_article_idx" ON "publications" USING btree ("article_id");
  CREATE INDEX "publications_integration_idx" ON "publications" USING btree ("integration_id");
  CREATE INDEX "publications_state_idx" ON "publications" USING btree ("state");
  CREATE INDEX "publications_updated_at_idx" ON "publications" USING btree ("updated_at");
  CREATE INDEX "publications_created_at_idx" ON "publications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("publications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "publications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "publications" CASCADE;
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publications_fk";
  
  DROP INDEX "payload_locked_documents_rels_publications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publications_id";
  DROP TYPE "public"."enum_publications_platform";
  DROP TYPE "public"."enum_publications_requested_status";
  DROP TYPE "public"."enum_publications_state";
  DROP TYPE "public"."enum_publications_seo_meta";`)
}
