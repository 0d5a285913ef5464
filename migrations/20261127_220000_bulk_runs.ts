import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Bulk runs (issue 36): a run's options and schedule, its rows (one keyword each, with its article,
 * time, target and outcome), the two tasks that write and publish a row, and a NOTIFY on
 * 'bulk_changes' with the run's id whenever a run or one of its rows changes (the run's live page).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'bulkWriteRow';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'bulkPublishRow';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'bulkWriteRow';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'bulkPublishRow';
  CREATE TYPE "public"."enum_bulk_runs_state" AS ENUM('running', 'paused', 'finished', 'cancelled');
  CREATE TYPE "public"."enum_bulk_runs_language" AS ENUM('en', 'hu');
  CREATE TYPE "public"."enum_bulk_runs_length" AS ENUM('short', 'medium', 'long');
  CREATE TYPE "public"."enum_bulk_runs_target" AS ENUM('articles', 'blog', 'site');
  CREATE TYPE "public"."enum_bulk_runs_site_status" AS ENUM('draft', 'publish');
  CREATE TYPE "public"."enum_bulk_rows_state" AS ENUM('waiting', 'writing', 'written', 'scheduled', 'publishing', 'published', 'failed', 'cancelled');
  CREATE TYPE "public"."enum_bulk_rows_target" AS ENUM('articles', 'blog', 'site');
  CREATE TYPE "public"."enum_bulk_rows_site_status" AS ENUM('draft', 'publish');
  CREATE TABLE "bulk_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"state" "enum_bulk_runs_state" DEFAULT 'running' NOT NULL,
  	"language" "enum_bulk_runs_language",
  	"tone" varchar,
  	"length" "enum_bulk_runs_length",
  	"voice_id" integer,
  	"image" boolean DEFAULT false,
  	"target" "enum_bulk_runs_target" DEFAULT 'articles' NOT NULL,
  	"integration_id" integer,
  	"site_status" "enum_bulk_runs_site_status",
  	"schedule" jsonb,
  	"zone" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "bulk_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"run_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"position" numeric NOT NULL,
  	"line" numeric,
  	"keyword" varchar NOT NULL,
  	"given_title" varchar,
  	"title" varchar,
  	"state" "enum_bulk_rows_state" DEFAULT 'waiting' NOT NULL,
  	"target" "enum_bulk_rows_target" DEFAULT 'articles' NOT NULL,
  	"integration_id" integer,
  	"site_status" "enum_bulk_rows_site_status",
  	"publish_at" timestamp(3) with time zone,
  	"article_id" integer,
  	"publication_id" integer,
  	"post_id" integer,
  	"link" varchar,
  	"error_code" varchar,
  	"error_message" varchar,
  	"attempts" numeric DEFAULT 0,
  	"started_at" timestamp(3) with time zone,
  	"written_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_voice_id_brand_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."brand_voices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bulk_rows" ADD CONSTRAINT "bulk_rows_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bulk_runs_user_idx" ON "bulk_runs" USING btree ("user_id");
  CREATE INDEX "bulk_runs_state_idx" ON "bulk_runs" USING btree ("state");
  CREATE INDEX "bulk_runs_voice_idx" ON "bulk_runs" USING btree ("voice_id");
  CREATE INDEX "bulk_runs_integration_idx" ON "bulk_runs" USING btree ("integration_id");
  CREATE INDEX "bulk_runs_updated_at_idx" ON "bulk_runs" USING btree ("updated_at");
  CREATE INDEX "bulk_runs_created_at_idx" ON "bulk_runs" USING btree ("created_at");
  CREATE INDEX "bulk_rows_run_idx" ON "bulk_rows" USING btree ("run_id");
  CREATE INDEX "bulk_rows_user_idx" ON "bulk_rows" USING btree ("user_id");
  CREATE INDEX "bulk_rows_state_idx" ON "bulk_rows" USING btree ("state");
  CREATE INDEX "bulk_rows_integration_idx" ON "bulk_rows" USING btree ("integration_id");
  CREATE INDEX "bulk_rows_publish_at_idx" ON "bulk_rows" USING btree ("publish_at");
  CREATE INDEX "bulk_rows_article_idx" ON "bulk_rows" USING btree ("article_id");
  CREATE INDEX "bulk_rows_publication_idx" ON "bulk_rows" USING btree ("publication_id");
  CREATE INDEX "bulk_rows_post_idx" ON "bulk_rows" USING btree ("post_id");
  CREATE INDEX "bulk_rows_updated_at_idx" ON "bulk_rows" USING btree ("updated_at");
  CREATE INDEX "bulk_rows_created_at_idx" ON "bulk_rows" USING btree ("created_at");
  CREATE UNIQUE INDEX "run_position_idx" ON "bulk_rows" USING btree ("run_id","position");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bulk_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bulk_rows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bulk_runs_fk" FOREIGN KEY ("bulk_runs_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bulk_rows_fk" FOREIGN KEY ("bulk_rows_id") REFERENCES "public"."bulk_rows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bulk_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("bulk_runs_id");
  CREATE INDEX "payload_locked_documents_rels_bulk_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("bulk_rows_id");
  CREATE OR REPLACE FUNCTION "notify_bulk_run_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('bulk_changes', COALESCE(NEW."id", OLD."id")::text);
    RETURN NULL;
  END;
  $$;
  CREATE OR REPLACE FUNCTION "notify_bulk_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('bulk_changes', COALESCE(NEW."run_id", OLD."run_id")::text);
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "bulk_runs_live_change" AFTER UPDATE OR DELETE ON "bulk_runs" FOR EACH ROW EXECUTE FUNCTION "notify_bulk_run_change"();
  CREATE TRIGGER "bulk_rows_live_change" AFTER INSERT OR UPDATE OR DELETE ON "bulk_rows" FOR EACH ROW EXECUTE FUNCTION "notify_bulk_row_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "bulk_rows_live_change" ON "bulk_rows";
  DROP TRIGGER IF EXISTS "bulk_runs_live_change" ON "bulk_runs";
  DROP FUNCTION IF EXISTS "notify_bulk_run_change"();
  DROP FUNCTION IF EXISTS "notify_bulk_row_change"();
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_bulk_runs_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_bulk_rows_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_bulk_runs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_bulk_rows_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "bulk_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "bulk_rows_id";
  DROP TABLE IF EXISTS "bulk_rows" CASCADE;
  DROP TABLE IF EXISTS "bulk_runs" CASCADE;
  DROP TYPE IF EXISTS "public"."enum_bulk_rows_site_status";
  DROP TYPE IF EXISTS "public"."enum_bulk_rows_target";
  DROP TYPE IF EXISTS "public"."enum_bulk_rows_state";
  DROP TYPE IF EXISTS "public"."enum_bulk_runs_site_status";
  DROP TYPE IF EXISTS "public"."enum_bulk_runs_target";
  DROP TYPE IF EXISTS "public"."enum_bulk_runs_length";
  DROP TYPE IF EXISTS "public"."enum_bulk_runs_language";
  DROP TYPE IF EXISTS "public"."enum_bulk_runs_state";
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('bulkWriteRow', 'bulkPublishRow');`)
}
