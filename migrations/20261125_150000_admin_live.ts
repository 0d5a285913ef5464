import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Admin Panel is live across instances: a new, deleted or renamed user, a change of usage or of
 * subscriptions NOTIFYs 'admin_changes' (delivered at commit; PostgreSQL folds repeats within a transaction) to every
 * instance that LISTENs (src/server/live/adminChanges.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "notify_admin_change"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('admin_changes', TG_TABLE_NAME);
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "users_admin_change" AFTER INSERT OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_admin_change"();
  -- Row triggers: a statement that touches no row (Payload runs some on every sign-in) says nothing; an
  -- update counts only when it changes what the panel shows.
  CREATE TRIGGER "users_admin_edit" AFTER UPDATE ON "users" FOR EACH ROW
    WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."username" IS DISTINCT FROM NEW."username")
    EXECUTE FUNCTION "notify_admin_change"();
  CREATE TRIGGER "usage_admin_change" AFTER INSERT OR UPDATE OR DELETE ON "usage" FOR EACH ROW EXECUTE FUNCTION "notify_admin_change"();
  CREATE TRIGGER "subscriptions_admin_change" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "notify_admin_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "users_admin_change" ON "users";
  DROP TRIGGER IF EXISTS "users_admin_edit" ON "users";
  DROP TRIGGER IF EXISTS "usage_admin_change" ON "usage";
  DROP TRIGGER IF EXISTS "subscriptions_admin_change" ON "subscriptions";
  DROP FUNCTION IF EXISTS "notify_admin_change"();`)
}
