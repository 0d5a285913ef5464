import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'
import { streamWithFallback } from '../ai'
import { monthlyLimit } from '../billing/plans'
import { tierOf } from '../billing/status'
import { isDatabaseUnavailableError, whenDatabaseAnswers } from '../db/availability'
import { AppError } from '../errors'
import { refundCredit, reserveCredit } from '../quota'
import { finishArticle } from './finish'
import { ARTICLE_SYSTEM, articlePrompt } from './prompts'
import type { ArticleInput } from './types'

export type ArticleEvent =
  | { event: 'start'; data: { articleId: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { article: Article } }
  | { event: 'error'; data: { code: string; message: string } }

/** How often the text written so far is saved, so a reloaded page shows the progress. */
const SAVE_EVERY_MS = 3000

/**
 * Takes a credit, creates the article (status generating) on the user's behalf and returns at
 * once; the writing runs on without the browser: it is saved when it finishes (ready) or fails
 * (failed, credit refunded). `emit` receives every event while anyone listens.
 */
export async function startArticleGeneration(
  payload: Payload,
  user: User,
  input: ArticleInput,
  emit: (event: ArticleEvent) => void,
): Promise<{ articleId: number; finished: Promise<void> }> {
  const tier = await tierOf(payload, user)
  const reservation = await reserveCredit(payload, { userId: user.id, limit: monthlyLimit(tier) })
  let article: Article
  try {
    article = await payload.create({
      collection: 'articles',
      data: {
        user: user.id,
        title: input.selectedTitle || input.topic,
        status: 'generating',
        source: input.source,
        language: input.language,
        seo: { focusKeyword: input.focusKeyword },
        input: { ...input },
      },
      // Articles are created only here, after the credit is taken: REST create is admin-only.
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    await refundCredit(payload, reservation)
    throw error
  }
  emit({ event: 'start', data: { articleId: article.id } })
  const finished = write(payload, article, input, emit).catch(async (error: unknown) => {
    const appError = error instanceof AppError ? error : new AppError('AI_FAILED', 'Failed to generate content. Please try again.')
    if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `article ${article.id} failed` })
    // Refunded and marked failed even if the database is away for a while: never lost silently.
    await whenDatabaseAnswers(() => refundCredit(payload, reservation)).catch((err) => payload.logger.error({ err, msg: `article ${article.id}: refund failed` }))
    await whenDatabaseAnswers(() =>
      payload.update({ collection: 'articles', id: article.id, data: { status: 'failed', error: appError.code }, overrideAccess: true, depth: 0, context: { skipRescore: true } }),
    ).catch((err) => payload.logger.error({ err, msg: `article ${article.id}: could not be marked failed` }))
    emit({ event: 'error', data: { code: appError.code, message: appError.message } })
  })
  return { articleId: article.id, finished }
}

async function write(payload: Payload, article: Article, input: ArticleInput, emit: (event: ArticleEvent) => void) {
  let text = ''
  let provider = ''
  let model = ''
  let lastSave = Date.now()
  const stream = streamWithFallback({
    system: ARTICLE_SYSTEM,
    prompt: articlePrompt({ topic: input.topic, focusKeyword: input.focusKeyword, title: input.selectedTitle, tone: input.tone, language: input.language, url: input.url }),
    maxTokens: 8192,
    temperature: 0.7,
    task: { kind: 'article', title: input.selectedTitle || input.topic, keyword: input.focusKeyword, language: input.language },
  })
  for await (const part of stream) {
    if (part.type === 'provider') {
      provider = part.provider
      model = part.model
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
  const finishedArticle = finishArticle(text, input)
  if (!finishedArticle.content) throw new AppError('AI_FAILED', 'No response content received')
  // The finished article waits for the database if it is away, then is saved.
  const saved = await whenDatabaseAnswers(() =>
    payload.update({
      collection: 'articles',
      id: article.id,
      data: { ...finishedArticle, status: 'ready', provider, model, demo: provider === 'demo' },
      overrideAccess: true,
      depth: 0,
      context: { skipRescore: true },
    }),
  )
  emit({ event: 'done', data: { article: saved } })
}
