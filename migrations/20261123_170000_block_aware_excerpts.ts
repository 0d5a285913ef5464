import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { postExcerpt } from '../src/server/content/reading'

/**
 * Excerpts written before they were built block by block ran a heading into the next paragraph
 * ("Why it matters Composting turns…"). They are written again once, with the rule new posts get.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`SELECT id, content, excerpt FROM posts`)
  for (const row of rows as { id: number; content: Parameters<typeof postExcerpt>[0]; excerpt: string | null }[]) {
    const excerpt = postExcerpt(row.content)
    if (excerpt !== row.excerpt) await db.execute(sql`UPDATE posts SET excerpt = ${excerpt} WHERE id = ${row.id}`)
  }
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The old excerpts were wrong; nothing to restore.
}
