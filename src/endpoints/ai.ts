import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { startArticleGeneration } from '@/server/articles/generate'
import { articleRequestSchema } from '@/server/articles/request'
import { generateTitles, titlesRequestSchema } from '@/server/articles/titles'
import type { ArticleEvent } from '@/shared/articles'
import { AppError } from '@/server/errors'
import { createRateLimiter } from '@/server/rateLimit'
import { parseBody, requireUser, respond } from './respond'
import { eventStream } from './sse'

const titleRequests = createRateLimiter({ limit: 30, windowMs: 60_000 })

export const aiEndpoints: Endpoint[] = [
  {
    path: '/ai/titles',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        if (!titleRequests(String(user.id))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        const { keyword, language } = await parseBody(req, titlesRequestSchema)
        return Response.json(await generateTitles(keyword, language))
      }),
  },
  {
    path: '/ai/article',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const input = await parseBody(req, articleRequestSchema)
        // Quota and input errors answer as JSON before any streaming starts.
        const events: ArticleEvent[] = []
        let forward: ((event: ArticleEvent) => void) | undefined
        const { finished } = await startArticleGeneration(req.payload, user, input, (event) => (forward ? forward(event) : events.push(event)))
        return eventStream((send, close) => {
          forward = (event) => send(event.event, event.data)
          for (const event of events.splice(0)) forward(event)
          void finished.finally(close)
        })
      }),
  },
]
