import 'server-only'

import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'
import { titleChosenIn } from '@/shared/analysis'
import type { ArticleEvent, ArticleSource } from '@/shared/articles'
import type { Language } from '@/shared/language'
import type { Outline } from '@/shared/outline'
import { isUnlimited, monthlyLimit } from '@/shared/plans'
import { streamWithFallback, textProviders, type GenerateRequest } from '../ai'
import { tierOf } from '../billing/status'
import { isDatabaseUnavailableError, whenDatabaseAnswers } from '../db/availability'
import { notifyAdminsOfUsageLimit, sendUsageWarning } from '../email/accountEmails'
import { AppError, errorBody } from '../errors'
import { countGeneration } from '../ops/appMetrics'
import { refundCredit, reserveCredit, resetsAt } from '../quota'
import { crossesUsageWarning } from '../quota/period'
import { takeGenerationSlot } from '../quota/slots'
import { checkAgainstSource, scoreArticle, type FinishedArticle } from './finish'
import { draftOutline, type WritingTask } from './outline'
import { repairArticle } from './repair'
import { writeInParts, type PartsEvent } from './sections'
import { avoidedWords } from '../content/analysis/voice'
import type { WritingVoice } from '../voices'
import { withInternalLinks } from '../links'

/**
 * One tool's generation: what record to create, what to ask the model, what the offline demo
 * writer answers instead, and how the answer becomes the saved article. Every writing tool (keyword,
 * URL, instructions, promo, chat) runs through runGeneration with its own job.
 */
export type GenerationJob = {
  record: {
    title: string
    source: ArticleSource
    language: Language
    focusKeyword?: string
    input: Record<string, unknown>
    /** The page the article is written from (URL tools): recorded, shown, and checked against. */
    sourcePage?: { url: string; title: string; text: string }
    /** The brand voice that writes it: recorded with its name and words to avoid at the time. */
    voice?: WritingVoice
  }
  /**
   * What the outline and the sections are written from (issue 35); with `outline`, the user's edited
   * outline is written as it is. The one-pass `request` (and its `demo`) is used when the planner's
   * answer is not an outline.
   */
  writing?: { task: WritingTask; outline?: Outline; links?: string[] }
  request: GenerateRequest
  demo: () => string
  finish: (text: string) => FinishedArticle
  /** Runs once the finished article is saved (the chat writer records its first version here). */
  afterSave?: (saved: Article) => Promise<void>
}

/** How often the text written so far is saved, so a reloaded page shows the progress. */
const SAVE_EVERY_MS = 3000

/**
 * Takes a credit, then plans the job (a URL tool reads its page here: only with a credit in hand,
 * and a page that cannot be read gives the credit back and answers before any stream starts),
 * creates the article (status generating) on the user's behalf and returns at once; the writing runs on without the browser: it is saved when it finishes (ready, sanitized
 * and scored) or fails (failed, credit refunded). `emit` receives every event while anyone listens.
 */
export async function runGeneration(
  payload: Payload,
  user: User,
  plan: GenerationJob | (() => Promise<GenerationJob>),
  emit: (event: ArticleEvent) => void,
): Promise<{ articleId: number; finished: Promise<void> }> {
  const tier = await tierOf(payload, user)
  const limit = monthlyLimit(tier)
  // One of the user's slots for running generations first: a refused one takes no credit.
  const slot = await takeGenerationSlot(payload, user, 'article', tier)
  let reservation: Awaited<ReturnType<typeof reserveCredit>>
  try {
    reservation = await reserveCredit(payload, { userId: user.id, limit })
  } catch (error) {
    await slot.release()
    throw error
  }
  if (!isUnlimited(limit)) {
    // The credit that crosses 80% warns the user; the one that fills the month tells the admins (SPEC 3 usage_limit_reached). Each once a month.
    if (crossesUsageWarning(reservation.count, limit)) {
      void sendUsageWarning(payload, user, { used: reservation.count, limit, month: reservation.month, resetsAt: resetsAt(new Date()) }).catch((err) => payload.logger.error({ err, msg: 'usage warning failed' }))
    }
    if (reservation.count >= limit) {
      void notifyAdminsOfUsageLimit(payload, user, { tier, limit, month: reservation.month }).catch((err) => payload.logger.error({ err, msg: 'admin usage notification failed' }))
    }
  }
  let article: Article
  let job: GenerationJob
  try {
    job = typeof plan === 'function' ? await plan() : plan
    article = await payload.create({
      collection: 'articles',
      data: {
        user: user.id,
        title: job.record.title,
        status: 'generating',
        source: job.record.source,
        language: job.record.language,
        seo: { focusKeyword: job.record.focusKeyword },
        input: job.record.input,
        sourcePage: job.record.sourcePage,
        voice: job.record.voice?.id,
        voiceName: job.record.voice?.name,
        voiceAvoid: job.record.voice?.avoid,
      },
      // Articles are created only here, after the credit is taken: REST create is admin-only.
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    await refundCredit(payload, reservation)
    await slot.release()
    throw error
  }
  emit({ event: 'start', data: { articleId: article.id } })
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  const tool = job.record.source ?? 'keyword'
  const writing = write(payload, user, article, job, emit).finally(() => slot.release())
  // One line per article, under the id of the request that asked for it (README "Operating it").
  const finished = writing.then(() => {
    countGeneration(tool, 'ready', '', seconds())
    payload.logger.info({ msg: 'article written', article: article.id, tool, seconds: Math.round(seconds() * 10) / 10 })
  }, async (error: unknown) => {
    const appError = error instanceof AppError ? error : new AppError('AI_FAILED', 'Failed to generate content. Please try again.')
    countGeneration(tool, 'failed', appError.code, seconds())
    if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `article ${article.id} failed` })
    else payload.logger.warn({ msg: 'article failed', article: article.id, tool, code: appError.code })
    // Refunded and marked failed even if the database is away for a while: never lost silently.
    await whenDatabaseAnswers(() => refundCredit(payload, reservation)).catch((err) => payload.logger.error({ err, msg: `article ${article.id}: refund failed` }))
    await whenDatabaseAnswers(() =>
      payload.update({ collection: 'articles', id: article.id, data: { status: 'failed', error: appError.code }, overrideAccess: true, depth: 0, context: { skipRescore: true } }),
    ).catch((err) => payload.logger.error({ err, msg: `article ${article.id}: could not be marked failed` }))
    emit({ event: 'error', data: errorBody(appError).error })
  })
  return { articleId: article.id, finished }
}

/**
 * The article's text as it is written: the outline (the user's, or the planner's), then its parts
 * one request each (src/server/articles/sections.ts). A planner that fails or answers no outline
 * leaves the article to one request, as before outlines.
 */
async function* articleStream(payload: Payload, article: Article, job: GenerationJob): AsyncGenerator<PartsEvent> {
  const onePass = () => streamWithFallback(job.request, textProviders(job.demo))
  if (!job.writing) return yield* onePass()
  // A planner that fails or answers no outline costs the article nothing: it is written in one pass.
  const outline = job.writing.outline ?? (await draftOutline(job.writing.task).then((answer) => answer.outline, (error: unknown) => {
    payload.logger.warn({ err: error, msg: `article ${article.id}: the planner failed` })
    return null
  }))
  if (!outline) {
    payload.logger.warn({ msg: `article ${article.id}: no outline; written in one pass` })
    return yield* onePass()
  }
  yield* writeInParts(job.writing.task, outline)
}

async function write(payload: Payload, user: User, article: Article, job: GenerationJob, emit: (event: ArticleEvent) => void) {
  let text = ''
  let assembled: string | null = null
  let provider = ''
  let model = ''
  let lastSave = Date.now()
  for await (const part of articleStream(payload, article, job)) {
    if (part.type === 'provider') {
      provider = part.provider
      model = part.model
      continue
    }
    if (part.type === 'assembled') {
      assembled = part.text
      continue
    }
    if (part.type === 'rewind') {
      // A part failed after its first words and is written again: the reader's text goes back.
      text = part.text
      emit({ event: 'rewind', data: { text } })
      continue
    }
    text += part.text
    emit({ event: 'delta', data: { text: part.text } })
    if (Date.now() - lastSave > SAVE_EVERY_MS) {
      lastSave = Date.now()
      // Progress is a courtesy for a reloaded page: while the database is away, writing goes on.
      await payload
        .update({ collection: 'articles', id: article.id, data: { content: text }, overrideAccess: true, depth: 0, context: { skipRescore: true } })
        .catch((error: unknown) => {
          if (!isDatabaseUnavailableError(error)) throw error
        })
    }
  }
  const avoidWords = job.record.voice?.avoid ?? []
  let finishedArticle = job.finish(assembled ?? text)
  if (!finishedArticle.content) throw new AppError('AI_FAILED', 'No response content received')
  // The words the brand voice avoids are findings of their own (issue 35), mended with the checks below.
  if (avoidWords.length) finishedArticle = { ...finishedArticle, avoidedWords: avoidedWords(finishedArticle.content, avoidWords) }
  // Checks the model missed get one targeted repair pass (no credit); a failed pass keeps the article as written.
  const repaired = await repairArticle({ ...finishedArticle, language: job.record.language, titleChosen: titleChosenIn(job.record.input), avoidWords }).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `article ${article.id}: repair pass failed` })
    return null
  })
  if (repaired) finishedArticle = repaired
  // Links to the writer's own pages where the text discusses them; scored again with them (issue 35).
  const links = await withInternalLinks(payload, user, { id: article.id, content: finishedArticle.content, title: finishedArticle.title, language: job.record.language }, job.writing?.links).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `article ${article.id}: internal links skipped` })
    return null
  })
  if (links && (links.linked.length || links.hosts.length)) {
    const scored = scoreArticle({ content: links.content, language: job.record.language, seo: finishedArticle.seo, voiceAvoid: avoidWords, linkHosts: links.hosts })
    finishedArticle = { ...finishedArticle, ...scored }
  }
  const source = checkAgainstSource(finishedArticle.content, { ...job.record, seo: finishedArticle.seo })
  // The finished article waits for the database if it is away, then is saved.
  const saved = await whenDatabaseAnswers(() =>
    payload.update({
      collection: 'articles',
      id: article.id,
      data: { ...finishedArticle, linkHosts: links?.hosts ?? null, sourceCheck: source?.sourceCheck ?? null, sourceRelevance: source?.sourceRelevance ?? null, status: 'ready', provider, model, demo: provider === 'demo' },
      overrideAccess: true,
      depth: 0,
      context: { skipRescore: true },
    }),
  )
  await job.afterSave?.(saved).catch((err: unknown) => payload.logger.error({ err, msg: `article ${article.id}: after-save step failed` }))
  // The page text stays on the server (admins read it over the API); the screen gets the rest.
  const { sourcePage, ...shown } = saved
  emit({ event: 'done', data: { article: { ...shown, sourcePage: sourcePage && { url: sourcePage.url, title: sourcePage.title } } } })
}
