import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Article, User } from '@/payload-types'
import type { ArticleEvent } from '@/shared/articles'
import { languageOf } from '@/shared/language'
import { ARTICLE_LENGTHS, DEFAULT_LENGTH } from '@/shared/outline'
import { entitlements } from '@/shared/plans'
import { cutAtWordBoundary } from '@/shared/text'
import { streamWithFallback, textProviders } from '../ai'
import { demoArticle, demoModification } from '../ai/demo'
import { tierOf } from '../billing/status'
import { cleanInput } from '../content/input'
import { keywordInTitle } from '../content/keyword'
import { resolveLanguage } from '../content/language'
import { AppError } from '../errors'
import { takeGenerationSlot } from '../quota/slots'
import { finishArticle, finishWithModelKeyword } from './finish'
import { requireVisibleArticle } from './queries'
import { runGeneration, type GenerationJob } from './pipeline'
import { voiceField, voiceFor, type WritingVoice } from '../voices'
import { ARTICLE_SYSTEM, articlePrompt, MODIFY_SYSTEM, modifyPrompt, withVoice } from './prompts'
import { lengthField, linksField, optionalKeywordField, outlineField, text, topicField } from './request'

type Emit = (event: ArticleEvent) => void

/** The chat writer is for PRO PLUS and admins (plans.ts); the server refuses everyone else. */
export async function requireChat(payload: Payload, user: User): Promise<void> {
  if (!entitlements(await tierOf(payload, user)).chat) throw new AppError('SUBSCRIPTION_REQUIRED', 'Article Writer Chat Pro is part of PRO PLUS.')
}

const CHAT_MESSAGE_MAX = 2000
const recordId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(Number)

/** POST /api/ai/chat: the first message, a topic (SPEC 5 topic rules). The keyword comes from it. */
export const chatStartSchema = z
  .object({ topic: topicField, focusKeyword: optionalKeywordField, preferredLanguage: text, outline: outlineField, length: lengthField, voice: voiceField, links: linksField })
  .transform((body) => ({ topic: body.topic, focusKeyword: body.focusKeyword, language: resolveLanguage(body.preferredLanguage || undefined, body.topic), outline: body.outline, length: body.length, voice: body.voice, links: body.links }))

/** POST /api/ai/modify: a later message, an instruction for the article (SPEC 5: chat send needs non-blank text). */
export const modifySchema = z.object({
  articleId: recordId,
  instruction: text.transform((raw, ctx) => {
    const cleaned = cleanInput(raw, CHAT_MESSAGE_MAX)
    if (cleaned.ok) return cleaned.value
    ctx.addIssue({ code: 'custom', message: cleaned.reason === 'tooLong' ? `A message can be at most ${CHAT_MESSAGE_MAX} characters.` : cleaned.reason === 'unsafe' ? 'The message contains code that is not allowed.' : 'Please enter a message!' })
    return z.NEVER
  }),
})

/** POST /api/articles/:id/restore: the version to bring back. */
export const restoreSchema = z.object({ version: z.number().int().positive({ message: 'Choose a version to restore.' }) })

/** Records the article as it is now as its next version (numbers are unique per article; a race retries). */
async function saveVersion(payload: Payload, article: Article, extra: { instruction?: string; restoredFrom?: number }) {
  for (let attempt = 0; ; attempt++) {
    const { docs } = await payload.find({ collection: 'article-versions', where: { article: { equals: article.id } }, sort: '-number', limit: 1, depth: 0, overrideAccess: true })
    try {
      return await payload.create({
        collection: 'article-versions',
        data: {
          article: article.id,
          user: typeof article.user === 'object' ? article.user.id : article.user,
          number: (docs[0]?.number ?? 0) + 1,
          title: article.title,
          content: article.content,
          seo: article.seo,
          score: article.score,
          ...extra,
        },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

/** The chat's first draft: a topic → an article written from an outline like every tool's. */
export function chatJob(input: z.infer<typeof chatStartSchema>, voice?: WritingVoice): GenerationJob {
  // The user's keyword wins; without one the model names its own, and until then one the topic holds.
  const keyword = input.focusKeyword || keywordInTitle(input.topic, input.language) || cutAtWordBoundary(input.topic, 60)
  const task = { topic: input.topic, focusKeyword: keyword, language: input.language }
  return {
    record: { title: input.topic, source: 'chat', language: input.language, focusKeyword: keyword, input: { ...task, ...(input.outline ? { outline: input.outline } : {}) }, voice },
    writing: {
      task: { language: input.language, tone: 'professional', topic: input.topic, targetWords: ARTICLE_LENGTHS[input.length ?? DEFAULT_LENGTH], focusKeyword: input.focusKeyword, keywordGuess: keyword, voice },
      outline: input.outline,
      links: input.links,
    },
    request: { system: ARTICLE_SYSTEM, prompt: withVoice(articlePrompt({ ...task, focusKeyword: input.focusKeyword, tone: 'professional' }), voice), maxTokens: 8192, temperature: 0.7 },
    demo: () => demoArticle({ title: input.topic, keyword, language: input.language }),
    finish: (answer) => (input.focusKeyword ? finishArticle(answer, task) : finishWithModelKeyword(answer, { topic: input.topic, keyword, language: input.language })),
  }
}

/** The chat's first message: a topic → an article (one credit, like every article), saved as version 1. */
export async function startChatArticle(payload: Payload, user: User, input: z.infer<typeof chatStartSchema>, emit: Emit) {
  await requireChat(payload, user)
  const job = chatJob(input, await voiceFor(payload, user, input.voice))
  return runGeneration(payload, user, { ...job, afterSave: (saved) => saveVersion(payload, saved, {}).then(() => undefined) }, emit)
}

/**
 * A later message: the article rewritten as asked, streamed like a new one, free of charge. The
 * article keeps its current text until the new one is complete; then the new text is saved as
 * the next version (earlier versions stay and can be restored). A failure changes nothing.
 */
export async function startModification(payload: Payload, user: User, input: z.infer<typeof modifySchema>, emit: Emit) {
  await requireChat(payload, user)
  const article = await requireVisibleArticle(payload, user, input.articleId)
  if (article.status !== 'ready' || !article.content) throw new AppError('VALIDATION_ERROR', 'Please generate content first.')
  const slot = await takeGenerationSlot(payload, user, 'modify')
  emit({ event: 'start', data: { articleId: article.id } })
  const finished = modify(payload, article, input.instruction, emit).finally(() => slot.release()).catch((error: unknown) => {
    if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `article ${article.id}: modification failed` })
    const code = error instanceof AppError ? error.code : 'AI_FAILED'
    emit({ event: 'error', data: { code, message: 'Content modification failed' } })
  })
  return { articleId: article.id, finished }
}

async function modify(payload: Payload, article: Article, instruction: string, emit: Emit) {
  const language = languageOf(article.language)
  const seo = { title: article.seo?.title ?? article.title, metaDescription: article.seo?.metaDescription ?? '', focusKeyword: article.seo?.focusKeyword ?? '' }
  const task = { html: article.content ?? '', seo, instruction, language }
  let answer = ''
  let provider = ''
  let model = ''
  for await (const part of streamWithFallback({ system: MODIFY_SYSTEM, prompt: modifyPrompt(task), maxTokens: 8192, temperature: 0.4 }, textProviders(() => demoModification(task)))) {
    if (part.type === 'provider') {
      provider = part.provider
      model = part.model
      continue
    }
    answer += part.text
    emit({ event: 'delta', data: { text: part.text } })
  }
  const revised = finishArticle(answer, { topic: article.title, focusKeyword: seo.focusKeyword, language })
  if (!revised.content) throw new AppError('AI_FAILED', 'No response content received')
  const saved = await payload.update({
    collection: 'articles',
    id: article.id,
    data: { ...revised, provider, model, demo: provider === 'demo' },
    overrideAccess: true,
    depth: 0,
    context: { skipRescore: true },
  })
  await saveVersion(payload, saved, { instruction })
  emit({ event: 'done', data: { article: saved } })
}


/** Brings an earlier version back as the article's text, recorded as a new version (history is never rewritten). */
export async function restoreVersion(payload: Payload, user: User, articleId: number | string, version: number): Promise<Article> {
  await requireChat(payload, user)
  const article = await requireVisibleArticle(payload, user, articleId)
  const { docs } = await payload.find({
    collection: 'article-versions',
    where: { and: [{ article: { equals: article.id } }, { number: { equals: version } }] },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const chosen = docs[0]
  if (!chosen) throw new AppError('NOT_FOUND', 'Version not found.')
  const restored = await payload.update({
    collection: 'articles',
    id: article.id,
    // Sanitized and re-scored by the collection's hooks, like any edit.
    data: { title: chosen.title, content: chosen.content, seo: { title: chosen.seo?.title, metaDescription: chosen.seo?.metaDescription, focusKeyword: chosen.seo?.focusKeyword } },
    overrideAccess: true,
    depth: 0,
  })
  await saveVersion(payload, restored, { restoredFrom: version })
  return restored
}

