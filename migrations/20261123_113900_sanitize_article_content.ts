import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { sanitizeArticleHtml } from '../src/server/content/sanitize'

/**
 * Before every write went through the sanitizer, a user could store raw HTML in an article over
 * REST. Rows written then are cleaned once here, so no old row can carry script to a reader.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`SELECT id, content FROM articles WHERE content IS NOT NULL`)
  for (const row of rows as { id: number; content: string }[]) {
    const clean = sanitizeArticleHtml(row.content)
    if (clean !== row.content) await db.execute(sql`UPDATE articles SET content = ${clean} WHERE id = ${row.id}`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the removed markup is not kept anywhere.
}
