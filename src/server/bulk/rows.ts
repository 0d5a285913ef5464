import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import type { BulkRow, Publication, User } from '@/payload-types'
import { titleScore } from '../content/analysis/assessments'
import { relationId as idOf } from '../db/lookup'
import { drizzle } from '../db/sql'
import { sendBulkRunSummary } from '../email/accountEmails'
import { env } from '../env'
import { AppError } from '../errors'
import { startArticleGeneration } from '../articles/generate'
import { generateArticleImage } from '../articles/image'
import { generateTitles } from '../articles/titles'
import { publishArticle } from '../blog/publish'
import { publishArticleToSite } from '../integrations/publishing'
import { withRequestId } from '../jobs/requestScope'
import { refundCredit } from '../quota'
import { monthKey } from '../quota/period'
import type { Language } from '@/shared/language'
import type { ArticleLength } from '@/shared/outline'

export const WRITE_ROW_TASK = 'bulkWriteRow'
export const PUBLISH_ROW_TASK = 'bulkPublishRow'
/** A row refused a generation slot (the user's other writing) tries again this much later. */
const SLOT_RETRY_MS = 20_000
/** A publish refused by the per-user publish limit tries again this much later. */
const PUBLISH_RETRY_MS = 60_000

/** Queues the writing of rows (on the bulk queue; one pass of it at a time across instances). */
export async function queueRowWrites(payload: Payload, rowIds: number[], waitUntil?: Date) {
  for (const row of rowIds) await payload.jobs.queue({ task: WRITE_ROW_TASK, input: withRequestId({ row }), queue: 'bulk', waitUntil })
}

/** Queues a row's publish at its time (on the publish queue: short jobs, not behind a long writing pass). */
export async function queueRowPublish(payload: Payload, row: number, at: Date | null) {
  await payload.jobs.queue({ task: PUBLISH_ROW_TASK, input: withRequestId({ row }), queue: 'publish', waitUntil: at && at.getTime() > Date.now() ? at : undefined })
}

/** Starts a pass of the bulk queue now on this instance (when it runs jobs), not at the next tick. */
export async function kickBulkQueue(payload: Payload) {
  if (env().JOBS_RUNNER !== 'on') return
  const { runQueueOnce } = await import('../jobs/runner')
  void runQueueOnce(payload, 'bulk').catch((err: unknown) => payload.logger.error({ err, msg: 'bulk queue pass failed' }))
}

/** Rows this process is writing or publishing now: a second job for one of them is not an orphan. */
const IN_FLIGHT = Symbol.for('seo-writer.bulk.inFlight')
const inFlight: Set<number> = ((globalThis as unknown as Record<symbol, Set<number>>)[IN_FLIGHT] ??= new Set())

/**
 * Takes a row for writing in one guarded statement: a waiting row of a running run, or a row left
 * 'writing' by a pass that died (one pass of the bulk queue runs at a time across instances, and it
 * waits for its rows: a writing row that this process is not writing is an orphan).
 */
async function claimForWriting(payload: Payload, id: number): Promise<{ orphanArticle: number | null } | null> {
  const { rows } = await drizzle(payload).execute(sql`
    WITH old AS (SELECT "state", "article_id" FROM "bulk_rows" WHERE "id" = ${id} FOR UPDATE)
    UPDATE "bulk_rows" r SET "state" = 'writing', "attempts" = coalesce(r."attempts", 0) + 1, "started_at" = now(), "updated_at" = now()
    FROM "bulk_runs" run, old
    WHERE r."id" = ${id} AND run."id" = r."run_id" AND run."state" = 'running' AND r."state" IN ('waiting', 'writing')
    RETURNING old."state" AS "before", old."article_id" AS "orphan"`)
  const row = rows[0] as { before: string; orphan: number | null } | undefined
  if (!row) return null
  return { orphanArticle: row.before === 'writing' ? row.orphan : null }
}

/** The article a dead pass left generating: failed, and its credit given back (the row is written again). */
async function releaseOrphan(payload: Payload, articleId: number) {
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "articles" SET "status" = 'failed', "error" = 'INTERRUPTED', "updated_at" = now()
    WHERE "id" = ${articleId} AND "status" = 'generating' RETURNING "user_id", "created_at"`)
  const article = rows[0] as { user_id: number; created_at: string } | undefined
  if (article) await refundCredit(payload, { userId: article.user_id, month: monthKey(new Date(article.created_at)) })
}

async function saveRow(payload: Payload, id: number, data: Partial<BulkRow>) {
  return payload.update({ collection: 'bulk-rows', id, data, overrideAccess: true, depth: 0 })
}

/** The best of the ten suggested titles by our title checks (ties: the model's order). */
export async function bestTitle(keyword: string, language?: Language): Promise<string> {
  const { titles } = await generateTitles(keyword, language)
  let best = titles[0] ?? keyword
  let bestScore = -Infinity
  for (const title of titles) {
    const score = titleScore(title, keyword, language ?? 'en')
    if (score > bestScore) [best, bestScore] = [title, score]
  }
  return best
}

/**
 * Writes one row: the title (the CSV's, else the best of ten), the article through the writers'
 * pipeline (credit, outline, sections, repair, links: exactly as the keyword writer), the image if
 * the run asks for one, then its publish at its time. A refused slot (the user's other writing)
 * puts the row back to wait; the month's limit stops this row and every row still waiting.
 */
export function writeRow(payload: Payload, id: number): Promise<{ outcome: string }> {
  return unlessInFlight(id, () => writeClaimedRow(payload, id))
}

/** `work` for a row this process is not already working on (else 'skipped'). */
async function unlessInFlight(id: number, work: () => Promise<{ outcome: string }>): Promise<{ outcome: string }> {
  if (inFlight.has(id)) return { outcome: 'skipped' }
  inFlight.add(id)
  try {
    return await work()
  } finally {
    inFlight.delete(id)
  }
}

async function writeClaimedRow(payload: Payload, id: number): Promise<{ outcome: string }> {
  const claimed = await claimForWriting(payload, id)
  if (!claimed) return { outcome: 'skipped' }
  if (claimed.orphanArticle) await releaseOrphan(payload, claimed.orphanArticle)
  const row = await payload.findByID({ collection: 'bulk-rows', id, depth: 0, overrideAccess: true })
  const run = await payload.findByID({ collection: 'bulk-runs', id: idOf(row.run)!, depth: 0, overrideAccess: true })
  const user = await payload.findByID({ collection: 'users', id: idOf(row.user)!, depth: 0, overrideAccess: true })
  try {
    const title = row.givenTitle || row.title || (await bestTitle(row.keyword, (run.language as Language | null) ?? undefined))
    if (title !== row.title) await saveRow(payload, id, { title })
    const started = await startArticleGeneration(
      payload,
      user as User,
      {
        topic: row.keyword,
        focusKeyword: row.keyword,
        selectedTitle: title,
        tone: run.tone ?? 'professional',
        language: (run.language as Language | null) ?? 'en',
        source: 'keyword',
        length: (run.length as ArticleLength | null) ?? undefined,
        voice: idOf(run.voice) ?? 'none',
      },
      () => {},
    )
    await saveRow(payload, id, { article: started.articleId })
    await started.finished
    const article = await payload.findByID({ collection: 'articles', id: started.articleId, depth: 0, overrideAccess: true })
    if (article.status !== 'ready') throw new AppError('AI_FAILED', 'Failed to generate content. Please try again.')
    let imageNote: string | null = null
    if (run.image) {
      await generateArticleImage(payload, user as User, article.id).catch((error: unknown) => {
        // The article stands without its image; the row says why.
        imageNote = error instanceof AppError ? error.message : 'No image received from AI'
      })
    }
    const publishAt = row.publishAt ? new Date(row.publishAt) : null
    // A run cancelled while this row was being written keeps the article and sends it nowhere.
    const { state: runState } = await payload.findByID({ collection: 'bulk-runs', id: run.id, depth: 0, overrideAccess: true })
    const next = row.target === 'articles' || runState === 'cancelled' ? 'written' : 'scheduled'
    await saveRow(payload, id, { state: next, writtenAt: new Date().toISOString(), errorCode: imageNote ? 'IMAGE_FAILED' : null, errorMessage: imageNote })
    if (next === 'scheduled') await queueRowPublish(payload, id, publishAt)
    await finishRunIfDone(payload, run.id)
    return { outcome: 'written' }
  } catch (error) {
    const appError = error instanceof AppError ? error : new AppError('AI_FAILED', 'Failed to generate content. Please try again.')
    if (appError.code === 'RATE_LIMITED') {
      // The user's other writing holds their slots: this row waits its turn (no credit was taken).
      await saveRow(payload, id, { state: 'waiting' })
      await queueRowWrites(payload, [id], new Date(Date.now() + SLOT_RETRY_MS))
      return { outcome: 'waiting' }
    }
    await saveRow(payload, id, { state: 'failed', errorCode: appError.code, errorMessage: appError.message })
    if (appError.code === 'QUOTA_EXCEEDED') await stopWaitingRows(payload, run.id, appError)
    if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `bulk row ${id} failed` })
    await finishRunIfDone(payload, run.id)
    return { outcome: 'failed' }
  }
}

/** The month's limit reached mid-run (another tab wrote meanwhile): the rows still waiting stop, uncharged. */
async function stopWaitingRows(payload: Payload, runId: number, error: AppError) {
  await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" SET "state" = 'failed', "error_code" = ${error.code}, "error_message" = ${error.message}, "updated_at" = now()
    WHERE "run_id" = ${runId} AND "state" = 'waiting'`)
}

/**
 * Publishes a written row at its time, where the run (or the row's CSV line) sends it: the blog
 * (admins), or one of the user's sites as a draft or live through the publications, whose own
 * retries handle a site that is down. Runs at most once per row (a guarded claim).
 */
export function publishRow(payload: Payload, id: number): Promise<{ outcome: string }> {
  return unlessInFlight(id, () => publishClaimedRow(payload, id))
}

async function publishClaimedRow(payload: Payload, id: number): Promise<{ outcome: string }> {
  // 'publishing' again: a publish cut off by a crash (its job run again); a site's publication is
  // one per article and site, so a second attempt updates the same post.
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" r SET "state" = 'publishing', "updated_at" = now()
    FROM "bulk_runs" run
    WHERE r."id" = ${id} AND run."id" = r."run_id" AND run."state" = 'running' AND r."state" IN ('scheduled', 'publishing')
      AND (r."publish_at" IS NULL OR r."publish_at" <= now() + interval '1 second')
    RETURNING r."id"`)
  if (!rows.length) return { outcome: 'skipped' }
  const row = await payload.findByID({ collection: 'bulk-rows', id, depth: 0, overrideAccess: true })
  const run = await payload.findByID({ collection: 'bulk-runs', id: idOf(row.run)!, depth: 0, overrideAccess: true })
  const user = (await payload.findByID({ collection: 'users', id: idOf(row.user)!, depth: 0, overrideAccess: true })) as User
  const articleId = idOf(row.article)!
  try {
    if (row.target === 'blog') {
      const post = await publishArticle(payload, user, articleId)
      await saveRow(payload, id, { state: 'published', post: post.id, link: `/blog/${post.slug}`, publishedAt: new Date().toISOString() })
    } else {
      const { publication, failure } = await publishArticleToSite(payload, user, articleId, { integration: idOf(row.integration)!, status: (row.siteStatus as 'draft' | 'publish' | null) ?? 'draft' })
      if (!failure) await saveRow(payload, id, { state: 'published', publication: publication.id, link: publication.remoteUrl ?? null, publishedAt: new Date().toISOString(), errorCode: null, errorMessage: null })
      // A site that is down: the publication retries on its own plan; the row shows it and waits.
      else await saveRow(payload, id, { state: publication.nextRetryAt ? 'scheduled' : 'failed', publication: publication.id, errorCode: failure.code, errorMessage: failure.message })
    }
  } catch (error) {
    const appError = error instanceof AppError ? error : new AppError('INTERNAL_ERROR', 'Publishing stopped on an unexpected error.')
    if (appError.code === 'RATE_LIMITED') {
      await saveRow(payload, id, { state: 'scheduled' })
      await queueRowPublish(payload, id, new Date(Date.now() + PUBLISH_RETRY_MS))
      return { outcome: 'waiting' }
    }
    await saveRow(payload, id, { state: 'failed', errorCode: appError.code, errorMessage: appError.message })
    if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `bulk row ${id}: publish failed` })
  }
  await finishRunIfDone(payload, run.id)
  return { outcome: 'done' }
}

/**
 * A row whose site was down at its time waits on its publication's own retries (the row is
 * 'scheduled' with the site's explanation): when a retry publishes, or the retries stop, the row
 * follows, and its run may end. The first attempt is the row's own publish (its row is not linked yet).
 */
export const rowsFollowPublication: CollectionAfterChangeHook<Publication> = async ({ doc, req }) => {
  if (doc.state === 'pending' || (doc.state === 'failed' && doc.nextRetryAt)) return doc
  const published = doc.state === 'published'
  const { rows } = await drizzle(req.payload).execute(sql`
    UPDATE "bulk_rows" SET
      "state" = ${published ? 'published' : 'failed'},
      "link" = ${published ? (doc.remoteUrl ?? null) : null},
      "published_at" = ${published ? sql`now()` : null},
      "error_code" = ${published ? null : (doc.lastError?.code ?? 'PUBLISH_FAILED')},
      "error_message" = ${published ? null : (doc.lastError?.message ?? 'The site did not take the post.')},
      "updated_at" = now()
    WHERE "publication_id" = ${doc.id} AND "state" = 'scheduled'
    RETURNING "run_id"`)
  for (const row of rows as { run_id: number }[]) await finishRunIfDone(req.payload, row.run_id)
  return doc
}

/**
 * A run whose rows have all ended is finished, once (a guarded update), and its owner gets the
 * summary e-mail (once per run, however often a row is tried again).
 */
export async function finishRunIfDone(payload: Payload, runId: number): Promise<boolean> {
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "bulk_runs" SET "state" = 'finished', "finished_at" = now(), "updated_at" = now()
    WHERE "id" = ${runId} AND "state" = 'running'
      AND NOT EXISTS (SELECT 1 FROM "bulk_rows" WHERE "run_id" = ${runId} AND "state" IN ('waiting', 'writing', 'scheduled', 'publishing'))
    RETURNING "id", "name", "user_id"`)
  const run = rows[0] as { id: number; name: string; user_id: number } | undefined
  if (!run) return false
  await sendSummary(payload, run).catch((err: unknown) => payload.logger.error({ err, msg: `bulk run ${runId}: summary e-mail failed` }))
  return true
}

async function sendSummary(payload: Payload, run: { id: number; name: string; user_id: number }) {
  const { rows } = await drizzle(payload).execute(sql`SELECT "state", count(*)::int AS "n" FROM "bulk_rows" WHERE "run_id" = ${run.id} GROUP BY "state"`)
  const count = (state: string) => Number((rows as { state: string; n: number }[]).find((row) => row.state === state)?.n ?? 0)
  const user = await payload.findByID({ collection: 'users', id: run.user_id, depth: 0, overrideAccess: true })
  await sendBulkRunSummary(payload, user, run, { written: count('written'), published: count('published'), failed: count('failed'), cancelled: count('cancelled') })
}

export const bulkWriteRowTask: TaskConfig<{ input: { row: number }; output: { outcome: string } }> = {
  slug: WRITE_ROW_TASK,
  label: 'Write one row of a bulk run',
  inputSchema: [{ name: 'row', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await writeRow(req.payload, input.row) }),
}

export const bulkPublishRowTask: TaskConfig<{ input: { row: number }; output: { outcome: string } }> = {
  slug: PUBLISH_ROW_TASK,
  label: 'Publish one row of a bulk run',
  inputSchema: [{ name: 'row', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await publishRow(req.payload, input.row) }),
}

