import 'server-only'

import pg from 'pg'

import { ensureEmbeddedPostgres } from '../db/embedded'
import { DATA_DIR, env } from '../env'

/** The app's database: DATABASE_URL, else the embedded server of DATA_DIR (started if it is not running). */
export async function appDatabaseUrl(): Promise<string> {
  const config = env()
  if (config.DATABASE_URL) return config.DATABASE_URL
  const server = await ensureEmbeddedPostgres({ dataDir: DATA_DIR, port: config.EMBEDDED_PG_PORT, log: () => {} })
  return server.url()
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

export type TableInfo = { name: string; columns: string[]; transient: boolean }

/** The app's tables (schema public) with their stored columns, transient (unlogged) ones marked. */
export async function tablesOf(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; transient: boolean }>(`
    SELECT c.relname AS name, c.relpersistence = 'u' AS transient,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     GROUP BY c.relname, c.relpersistence
     ORDER BY c.relname`)
  return rows
}
