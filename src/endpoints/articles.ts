import type { Endpoint } from 'payload'

import { articleHtmlDocument, articlePdf, exportableArticle, exportFileName } from '@/server/articles/export'
import { restoreSchema, restoreVersion } from '@/server/articles/chat'
import { requireVisibleArticle } from '@/server/articles/queries'
import { fixArticleSeo } from '@/server/articles/fixSeo'
import { AppError } from '@/server/errors'
import { articleAudioSchema, startArticleAudio, type AudioEvent } from '@/server/speech/articleAudio'
import { changeInternalLink, internalLinksOf, linkChangeSchema } from '@/server/links'
import { createRateLimiter } from '@/server/rateLimit'
import { parseBody, requireUser, respond } from './respond'
import { jobEventStream } from './sse'

// An article's audio is many speech calls: a few per minute per user is plenty for a person.
const audioRequests = createRateLimiter({ name: 'audio', limit: 5, windowMs: 60_000 })

/** GET /api/articles/:id/export?format=html|pdf — the owner's (or an admin's) article as a file. */
export const exportArticle: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      const id = String(req.routeParams?.id ?? '')
      const format = req.searchParams.get('format') === 'pdf' ? 'pdf' : 'html'
      // Depth 1: the featured image comes with it, for the export to embed.
      const article = await req.payload
        .findByID({ collection: 'articles', id, user, overrideAccess: false, depth: 1 })
        .catch(() => null)
      if (!article) throw new AppError('NOT_FOUND', 'Article not found')
      if (!article.content) throw new AppError('VALIDATION_ERROR', 'No content to download!')
      const exportable = await exportableArticle(article)
      const name = exportFileName(article.title, format)
      const disposition = `attachment; filename="${name}"`
      if (format === 'pdf') {
        const pdf = await articlePdf(exportable)
        return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } })
      }
      return new Response(articleHtmlDocument(exportable), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Disposition': disposition },
      })
    }),
}

/** POST /api/articles/:id/fix-seo — one targeted repair of the failing SEO checks (owner or admin, free). */
export const fixArticleSeoEndpoint: Endpoint = {
  path: '/:id/fix-seo',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      return Response.json(await fixArticleSeo(req.payload, user, String(req.routeParams?.id ?? '')))
    }),
}

/** GET /api/articles/:id/links — the Internal links panel: the article's links to the writer's pages, and the pages it could link to. */
export const internalLinksEndpoint: Endpoint = {
  path: '/:id/links',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      return Response.json(await internalLinksOf(req.payload, user, String(req.routeParams?.id ?? '')))
    }),
}

/** POST /api/articles/:id/links { url, action: add | remove } — one link to the writer's own pages, added or removed. */
export const changeInternalLinkEndpoint: Endpoint = {
  path: '/:id/links',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      const id = String(req.routeParams?.id ?? '')
      // Someone else's article answers 404 whatever the body says.
      await requireVisibleArticle(req.payload, user, id)
      return Response.json(await changeInternalLink(req.payload, user, id, await parseBody(req, linkChangeSchema)))
    }),
}

/** POST /api/articles/:id/restore { version } — a chat article's earlier version back as its text (a new version). */
export const restoreArticleVersionEndpoint: Endpoint = {
  path: '/:id/restore',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      const id = String(req.routeParams?.id ?? '')
      // Someone else's article answers 404 whatever the body says.
      await requireVisibleArticle(req.payload, user, id)
      const { version } = await parseBody(req, restoreSchema)
      return Response.json({ article: await restoreVersion(req.payload, user, id, version) })
    }),
}

/**
 * POST /api/articles/:id/audio { voice } — 'Listen': the article read aloud as one MP3 (PRO PLUS and
 * admins), streamed as progress events (chunks done of total), then the article with its audio.
 */
export const articleAudioEndpoint: Endpoint = {
  path: '/:id/audio',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      if (!(await audioRequests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
      const input = await parseBody(req, articleAudioSchema)
      return jobEventStream<AudioEvent>((emit) => startArticleAudio(req.payload, user, String(req.routeParams?.id ?? ''), input, emit))
    }),
}
