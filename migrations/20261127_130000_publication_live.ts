import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An article's Publish card is live across instances: a publication that is made, changes (an
 * automatic retry ran, a publish finished on another tab) or goes NOTIFYs 'publication_changes' with
 * its article's id (src/server/live/publicationChanges.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "notify_publication_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('publication_changes', COALESCE(NEW."article_id", OLD."article_id")::text);
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "publications_live_change" AFTER INSERT OR UPDATE OR DELETE ON "publications" FOR EACH ROW EXECUTE FUNCTION "notify_publication_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "publications_live_change" ON "publications";
  DROP FUNCTION IF EXISTS "notify_publication_change"();`)
}
