import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_email_templates_language" AS ENUM('en', 'hu');
  ALTER TYPE "public"."enum_emails_status" ADD VALUE 'queued' BEFORE 'pending';
  ALTER TYPE "public"."enum_emails_status" ADD VALUE 'skipped';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCampaignEmails' BEFORE 'retryPublication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCampaignEmails' BEFORE 'retryPublication';
  CREATE TABLE "email_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" varchar NOT NULL,
  	"language" "enum_email_templates_language" DEFAULT 'en' NOT NULL,
  	"subject" varchar NOT NULL,
  	"html" varchar NOT NULL,
  	"variables" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "users" ADD COLUMN "marketing_emails" boolean DEFAULT true;
  ALTER TABLE "emails" ADD COLUMN "campaign" varchar;
  ALTER TABLE "emails" ADD COLUMN "user_id" integer;
  ALTER TABLE "emails" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_templates_id" integer;
  CREATE INDEX "email_templates_type_idx" ON "email_templates" USING btree ("type");
  CREATE INDEX "email_templates_updated_at_idx" ON "email_templates" USING btree ("updated_at");
  CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "type_language_idx" ON "email_templates" USING btree ("type","language");
  ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_templates_fk" FOREIGN KEY ("email_templates_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "emails_campaign_idx" ON "emails" USING btree ("campaign");
  CREATE INDEX "emails_user_idx" ON "emails" USING btree ("user_id");
  CREATE INDEX "payload_locked_documents_rels_email_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("email_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_templates" CASCADE;
  ALTER TABLE "emails" DROP CONSTRAINT "emails_user_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_templates_fk";
  
  UPDATE "emails" SET "status" = 'failed' WHERE "status" IN ('queued', 'skipped');
  ALTER TABLE "emails" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "emails" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_emails_status";
  CREATE TYPE "public"."enum_emails_status" AS ENUM('pending', 'sent', 'logged', 'failed');
  ALTER TABLE "emails" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_emails_status";
  ALTER TABLE "emails" ALTER COLUMN "status" SET DATA TYPE "public"."enum_emails_status" USING "status"::"public"."enum_emails_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'retryEmails', 'retryPublication');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'retryEmails', 'retryPublication');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "emails_campaign_idx";
  DROP INDEX "emails_user_idx";
  DROP INDEX "payload_locked_documents_rels_email_templates_id_idx";
  ALTER TABLE "users" DROP COLUMN "marketing_emails";
  ALTER TABLE "emails" DROP COLUMN "campaign";
  ALTER TABLE "emails" DROP COLUMN "user_id";
  ALTER TABLE "emails" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_templates_id";
  DROP TYPE "public"."enum_email_templates_language";`)
}
