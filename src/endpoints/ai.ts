import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { startArticleGeneration, startPromoGeneration, startPromptGeneration } from '@/server/articles/generate'
import { chatStartSchema, modifySchema, startChatArticle, startModification } from '@/server/articles/chat'
import { generateArticleImage } from '@/server/articles/image'
import { speechRequestSchema, synthesizeSpeech } from '@/server/speech'
import { articleRequestSchema, imageRequestSchema, promoRequestSchema, promptRequestSchema } from '@/server/articles/request'
import { generateTitles, titlesRequestSchema } from '@/server/articles/titles'
import { outlineFor } from '@/server/articles/planOutline'
import type { ArticleEvent } from '@/shared/articles'
import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'
import { AppError } from '@/server/errors'
import { withGenerationSlot } from '@/server/quota/slots'
import { createRateLimiter } from '@/server/rateLimit'
import { parseBody, readBody, requireUser, respond } from './respond'
import { jobEventStream } from './sse'

const titleRequests = createRateLimiter({ name: 'titles', limit: 30, windowMs: 60_000 })
const outlineRequests = createRateLimiter({ name: 'outlines', limit: 20, windowMs: 60_000 })
const imageRequests = createRateLimiter({ name: 'images', limit: 10, windowMs: 60_000 })
const speechRequests = createRateLimiter({ name: 'speech', limit: 20, windowMs: 60_000 })

type Start<Input> = (payload: Payload, user: User, input: Input, emit: (event: ArticleEvent) => void) => Promise<{ finished: Promise<void> }>

/**
 * A writing tool's endpoint: input checked by its schema, then its generation streamed as
 * server-sent events. Input, quota and page-reading errors answer as JSON before any stream starts.
 */
function generationEndpoint<Schema extends z.ZodType>(path: string, schema: Schema, start: Start<z.infer<Schema>>): Endpoint {
  return {
    path,
    method: 'post',
    handler: (req: PayloadRequest) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const input = await parseBody(req, schema)
        return jobEventStream<ArticleEvent>((emit) => start(req.payload, user, input, emit))
      }),
  }
}

export const aiEndpoints: Endpoint[] = [
  {
    path: '/ai/titles',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        if (!(await titleRequests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        const { keyword, language } = await parseBody(req, titlesRequestSchema)
        return Response.json(await withGenerationSlot(req.payload, user, 'titles', () => generateTitles(keyword, language)))
      }),
  },
  {
    // Issue 35: { tool, ...that tool's request } → { outline } to review before writing (no credit taken).
    path: '/ai/outline',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        if (!(await outlineRequests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        return Response.json(await outlineFor(req.payload, user, await readBody(req)))
      }),
  },
  {
    path: '/ai/image',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        if (!(await imageRequests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        const { articleId } = await parseBody(req, imageRequestSchema)
        return Response.json({ article: await generateArticleImage(req.payload, user, articleId) })
      }),
  },
  {
    // SPEC 3: { text, voice } → { audioContent } (base64 MP3).
    path: '/ai/speech',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        if (!(await speechRequests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        const audio = await synthesizeSpeech(req.payload, user, await parseBody(req, speechRequestSchema))
        return Response.json({ audioContent: audio.toString('base64') })
      }),
  },
  generationEndpoint('/ai/article', articleRequestSchema, startArticleGeneration),
  generationEndpoint('/ai/prompt', promptRequestSchema, startPromptGeneration),
  generationEndpoint('/ai/promo', promoRequestSchema, startPromoGeneration),
  generationEndpoint('/ai/chat', chatStartSchema, startChatArticle),
  generationEndpoint('/ai/modify', modifySchema, startModification),
]
