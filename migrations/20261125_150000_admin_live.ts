import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Admin Panel is live across instances: a change to users, their roles, usage or
 * subscriptions NOTIFYs 'admin_changes' (delivered at commit, once per statement) to every
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
  CREATE TRIGGER "users_admin_change" AFTER INSERT OR DELETE OR UPDATE OF "email", "username" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_change"();
  CREATE TRIGGER "users_roles_admin_change" AFTER INSERT OR UPDATE OR DELETE ON "users_roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_change"();
  CREATE TRIGGER "usage_admin_change" AFTER INSERT OR UPDATE OR DELETE ON "usage" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_change"();
  CREATE TRIGGER "subscriptions_admin_change" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_admin_change"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "users_admin_change" ON "users";
  DROP TRIGGER IF EXISTS "users_roles_admin_change" ON "users_roles";
  DROP TRIGGER IF EXISTS "usage_admin_change" ON "usage";
  DROP TRIGGER IF EXISTS "subscriptions_admin_change" ON "subscriptions";
  DROP FUNCTION IF EXISTS "notify_admin_change"();`)
}
