import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { analysePost } from '../src/server/blog/postAnalysis'
import { scoreAnalysis } from '../src/server/content/analysis'
import { languageOf } from '../src/shared/language'

type PostRow = { id: number; title: string; content: Parameters<typeof analysePost>[0]['content']; focus_keyword: string | null; meta_title: string | null; meta_description: string | null }
type Row = { id: number; content: string | null; language: string | null; seo_title: string | null; seo_meta_description: string | null; seo_focus_keyword: string | null }

/**
 * Issue 34: articles get a readability score beside the SEO score, both from the analysis that
 * agrees with Yoast SEO, and the list of their claims that need a source. Saved articles are
 * analysed again, so no screen shows the old checks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "readability_score" numeric;`)
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "readability_checks" jsonb;`)
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "unsourced_claims" jsonb;`)
  // In batches by id: a large site's articles are not held in memory at once.
  for (let after = 0; ; ) {
    const { rows } = (await db.execute(
      sql`SELECT "id", "content", "language", "seo_title", "seo_meta_description", "seo_focus_keyword" FROM "articles" WHERE "id" > ${after} AND "content" IS NOT NULL ORDER BY "id" LIMIT 200;`,
    )) as unknown as { rows: Row[] }
    if (!rows.length) break
    for (const row of rows) {
      const scores = scoreAnalysis({
        html: row.content ?? '',
        title: row.seo_title ?? '',
        metaDescription: row.seo_meta_description ?? '',
        focusKeyword: row.seo_focus_keyword ?? '',
        language: languageOf(row.language),
      })
      await db.execute(sql`UPDATE "articles" SET "score" = ${scores.score}, "seo_checks" = ${JSON.stringify(scores.seoChecks)}::jsonb,
        "readability_score" = ${scores.readabilityScore}, "readability_checks" = ${JSON.stringify(scores.readabilityChecks)}::jsonb,
        "unsourced_claims" = ${JSON.stringify(scores.unsourcedClaims)}::jsonb WHERE "id" = ${row.id};`)
    }
    after = rows.at(-1)!.id
  }
  // Blog posts get the same two scores (the blog admin lists them).
  await db.execute(sql`ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "score" numeric;`)
  await db.execute(sql`ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "readability_score" numeric;`)
  await db.execute(sql`ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "seo_checks" jsonb;`)
  await db.execute(sql`ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "readability_checks" jsonb;`)
  const { rows: posts } = (await db.execute(sql`SELECT "id", "title", "content", "focus_keyword", "meta_title", "meta_description" FROM "posts";`)) as unknown as { rows: PostRow[] }
  for (const post of posts) {
    const scores = analysePost({ title: post.title, content: post.content, focusKeyword: post.focus_keyword, meta: { title: post.meta_title, description: post.meta_description } })
    await db.execute(sql`UPDATE "posts" SET "score" = ${scores.score}, "readability_score" = ${scores.readabilityScore},
      "seo_checks" = ${JSON.stringify(scores.seoChecks)}::jsonb, "readability_checks" = ${JSON.stringify(scores.readabilityChecks)}::jsonb WHERE "id" = ${post.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const column of ['score', 'readability_score', 'seo_checks', 'readability_checks']) await db.execute(sql.raw(`ALTER TABLE "posts" DROP COLUMN IF EXISTS "${column}";`))
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "unsourced_claims";`)
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "readability_checks";`)
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "readability_score";`)
}
