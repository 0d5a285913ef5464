import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Cached public pages follow a post's change on every instance: a new, edited or deleted post
 * NOTIFYs 'page_changes' with the cache tags to expire (delivered at commit, so no instance renders
 * the page again before the change is visible) to each instance, which expires them in its own
 * cache (src/server/blog/pageChanges.ts). Whatever wrote the row (REST, admin, a job, SQL) is heard.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "notify_page_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    tags jsonb := '["blog"]'::jsonb;
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD."slug" IS NOT NULL THEN tags := tags || to_jsonb('post:' || OLD."slug"); END IF;
    IF TG_OP <> 'DELETE' AND NEW."slug" IS NOT NULL AND NEW."slug" IS DISTINCT FROM OLD."slug" THEN
      tags := tags || to_jsonb('post:' || NEW."slug");
    END IF;
    PERFORM pg_notify('page_changes', tags::text);
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "posts_page_change" AFTER INSERT OR UPDATE OR DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "notify_page_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "posts_page_change" ON "posts";
  DROP FUNCTION IF EXISTS "notify_page_change"();`)
}
