import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { scoreAnalysis } from '../src/server/content/analysis'
import { languageOf } from '../src/shared/language'

type Row = { id: number; content: string | null; language: string | null; seo_title: string | null; seo_meta_description: string | null; seo_focus_keyword: string | null }

/**
 * Issue 34: articles get a readability score beside the SEO score, and both come from the analysis
 * that agrees with Yoast SEO. Saved articles are analysed again, so no screen shows the old checks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "readability_score" numeric;`)
  await db.execute(sql`ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "readability_checks" jsonb;`)
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
        "readability_score" = ${scores.readabilityScore}, "readability_checks" = ${JSON.stringify(scores.readabilityChecks)}::jsonb WHERE "id" = ${row.id};`)
    }
    after = rows.at(-1)!.id
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "readability_checks";`)
  await db.execute(sql`ALTER TABLE "articles" DROP COLUMN IF EXISTS "readability_score";`)
}
