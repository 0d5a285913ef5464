import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Versions belong to their article and its owner: deleting either deletes them (cascade; set null would break NOT NULL).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "article_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"content" varchar,
  	"seo_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_focus_keyword" varchar,
  	"score" numeric,
  	"instruction" varchar,
  	"restored_from" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "article_versions_id" integer;
  ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "article_versions_article_idx" ON "article_versions" USING btree ("article_id");
  CREATE INDEX "article_versions_user_idx" ON "article_versions" USING btree ("user_id");
  CREATE INDEX "article_versions_updated_at_idx" ON "article_versions" USING btree ("updated_at");
  CREATE INDEX "article_versions_created_at_idx" ON "article_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "article_number_idx" ON "article_versions" USING btree ("article_id","number");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_article_versions_fk" FOREIGN KEY ("article_versions_id") REFERENCES "public"."article_versions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_article_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("article_versions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "article_versions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "article_versions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_article_versions_fk";
  
  DROP INDEX "payload_locked_documents_rels_article_versions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "article_versions_id";`)
}
