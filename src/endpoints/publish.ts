import type { Endpoint } from 'payload'
import { z } from 'zod'

import { editInput, publishArticle, publishInput, publishPost, updatePost } from '@/server/blog/publish'
import { requireVisibleArticle } from '@/server/articles/queries'
import { sessionStillAllows } from '@/server/auth/sessionOutage'
import { env } from '@/server/env'
import { publishArticleToSite, publishToSiteSchema } from '@/server/integrations/publishing'
import { mayWatchPublications, onPublicationChange } from '@/server/live/publicationChanges'
import { ERROR_STATUS } from '@/shared/errors'
import { parseBody, requireAdmin, requireUser, respond } from './respond'
import { liveChangeStream } from './sse'

/** POST /api/posts/publish — the manual publishing form. */
export const publishFormEndpoint: Endpoint = {
  path: '/publish',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireAdmin(req)
      const post = await publishPost(req.payload, user, await parseBody(req, publishInput))
      return Response.json({ post: { id: post.id, slug: post.slug } }, { status: 201 })
    }),
}

const publishTarget = z.union([z.object({ target: z.literal('blog') }), publishToSiteSchema.extend({ target: z.literal('integration').default('integration') })], {
  message: "target must be blog, or an integration id with status 'draft' or 'publish'",
})

/**
 * POST /api/articles/:id/publish — { target: 'blog' }: 'Publish to Blog' (admins); { integration,
 * status }: to one of the user's WordPress sites (subscribers), answered with the publication, its
 * live address, or the failure explained with its fix.
 */
export const publishArticleEndpoint: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      const input = await parseBody(req, publishTarget)
      const id = String(req.routeParams?.id ?? '')
      if (input.target === 'blog') {
        const admin = await requireAdmin(req)
        const post = await publishArticle(req.payload, admin, id)
        return Response.json({ target: input.target, post: { id: post.id, slug: post.slug } }, { status: 201 })
      }
      const { publication, failure } = await publishArticleToSite(req.payload, user, id, input)
      if (!failure) return Response.json({ target: input.target, publication })
      // The one error shape, with the explanation and the kept publication beside it.
      const error = { code: 'PUBLISH_FAILED', message: failure.message, details: { reason: failure.code, fix: failure.fix, transient: failure.transient, nextRetryAt: publication.nextRetryAt ?? null } }
      return Response.json({ error, target: input.target, publication, failure }, { status: ERROR_STATUS.PUBLISH_FAILED })
    }),
}

/**
 * GET /api/articles/:id/publications/live — Server-Sent Events for the article's Publish card (its
 * owner, or an admin): `ready`, then `change` whenever one of its publications changes on any
 * instance (an automatic retry ran), `ping` every LIVE_PING_MS; `end` once the session no longer
 * sees the article.
 */
export const publicationsLiveEndpoint: Endpoint = {
  path: '/:id/publications/live',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      const article = await requireVisibleArticle(req.payload, user, String(req.routeParams?.id ?? ''))
      return liveChangeStream({
        subscribe: (listener) => onPublicationChange(req.payload, article.id, listener),
        stillAllowed: () => sessionStillAllows(req.payload, req.headers, (current) => mayWatchPublications(req.payload, article.id, current)),
        pingMs: env().LIVE_PING_MS,
      })
    }),
}

/** POST /api/posts/:id/edit — the blog editor's save (HTML in, Lexical stored). */
export const editPostEndpoint: Endpoint = {
  path: '/:id/edit',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireAdmin(req)
      const post = await updatePost(req.payload, user, String(req.routeParams?.id ?? ''), await parseBody(req, editInput))
      return Response.json({ post: { id: post.id, slug: post.slug } })
    }),
}
