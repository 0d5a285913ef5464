import type { Endpoint } from 'payload'
import { z } from 'zod'

import { editInput, publishArticle, publishInput, publishPost, updatePost } from '@/server/blog/publish'
import { parseBody, requireAdmin, respond } from './respond'

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

/** POST /api/articles/:id/publish {target: 'blog'} — 'Publish to Blog' from a generated article. */
export const publishArticleEndpoint: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireAdmin(req)
      const { target } = await parseBody(req, z.object({ target: z.literal('blog', { message: 'target must be blog' }) }))
      const post = await publishArticle(req.payload, user, String(req.routeParams?.id ?? ''))
      return Response.json({ target, post: { id: post.id, slug: post.slug } }, { status: 201 })
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
