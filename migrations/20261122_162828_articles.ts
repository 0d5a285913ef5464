import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_source" AS ENUM('keyword', 'title', 'url', 'prompt', 'promo', 'chat');
  CREATE TYPE "public"."enum_articles_language" AS ENUM('en', 'hu');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('generating', 'ready', 'failed');
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"content" varchar,
  	"seo_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_focus_keyword" varchar,
  	"score" numeric,
  	"seo_checks" jsonb,
  	"source" "enum_articles_source" DEFAULT 'keyword',
  	"language" "enum_articles_language" DEFAULT 'en',
  	"status" "enum_articles_status" DEFAULT 'generating' NOT NULL,
  	"error" varchar,
  	"provider" varchar,
  	"model" varchar,
  	"demo" boolean DEFAULT false,
  	"input" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_user_idx" ON "articles" USING btree ("user_id");
  CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  DROP TYPE "public"."enum_articles_source";
  DROP TYPE "public"."enum_articles_language";
  DROP TYPE "public"."enum_articles_status";`)
}
