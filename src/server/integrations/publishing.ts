import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig, Where } from 'payload'
import { z } from 'zod'

import type { Article, Integration, Media, Publication, User } from '@/payload-types'
import { requireVisibleArticle } from '../articles/queries'
import { htmlExcerpt } from '../content/reading'
import { sanitizeArticleHtml } from '../content/sanitize'
import { postSlug, titleSlug } from '../content/slug'
import { relationId as idOf } from '../db/lookup'
import { drizzle } from '../db/sql'
import { withRequestId } from '../jobs/requestScope'
import { AppError } from '../errors'
import { countPublish } from '../ops/appMetrics'
import { costLimit } from '../rateLimit'
import { readMediaFile } from '../storage/mediaFiles'
import { requireIntegrations, requireVisibleIntegration, wixSiteOf, wordPressSiteOf } from '.'
import { SITE_FAILURES, SiteFailureError, type SiteFailure } from './failures'
import { nextRetryAt } from './retryPlan'
import { publishToWix } from './wix/publish'
import { publishToWordPress, type RemotePost as WordPressRemote } from './wordpressPublish'
import { publishableBody } from '../articles/publishable'

export const publishToSiteSchema = z.object({
  integration: z.coerce.number({ message: 'Choose a site to publish to.' }).int().positive('Choose a site to publish to.'),
  status: z.enum(['draft', 'publish']).default('draft'),
})

export type PublishStatus = 'draft' | 'publish'

/** An attempt that has held its publication this long is taken as crashed: another may start. */
const STALE_ATTEMPT = '10 minutes'

/** What every platform's publisher needs from an article: SEO title, text without its <h1>, excerpt, tag, image. */
export type SitePost = {
  title: string
  html: string
  excerpt: string
  slug: string
  status: PublishStatus
  tags: string[]
  /** What the analysis scored: the SEO title, meta description and focus keyword. */
  seo: { title: string; description: string; focusKeyword: string }
  /** The featured image; sourceId (our media id) tells whether the site already has this one. */
  image?: { sourceId: string; data: Buffer; filename: string; mimeType: string; alt: string; width?: number | null; height?: number | null }
}

export async function sitePostOf(article: Article, status: PublishStatus): Promise<SitePost> {
  const title = article.seo?.title || article.title
  const html = publishableBody(sanitizeArticleHtml(article.content ?? ''))
  const image = article.image && typeof article.image === 'object' ? (article.image as Media) : null
  return {
    title,
    html,
    excerpt: article.seo?.metaDescription || htmlExcerpt(html),
    // The title alone: the site makes it unique if it must (WordPress adds -2).
    slug: titleSlug(title) || postSlug(title),
    status,
    tags: article.seo?.focusKeyword ? [article.seo.focusKeyword] : [],
    seo: { title, description: article.seo?.metaDescription ?? '', focusKeyword: article.seo?.focusKeyword ?? '' },
    ...(image?.filename
      ? { image: { sourceId: String(image.id), data: await readMediaFile(image), filename: image.filename, mimeType: image.mimeType ?? 'image/webp', alt: image.alt, width: image.width, height: image.height } }
      : {}),
  }
}

/** Where the post now is on the site, in each platform's terms. */
export type RemotePublished = { remoteId: string; remoteMediaId: string | null; url: string; status: string; seoMeta: 'kept' | 'unsupported' }
/** What an attempt made on the site before it finished, remembered even when it fails after it. */
type Progress = { uploaded: (media: { mediaId: string; mediaSource: string }) => void; created: (remoteId: string) => void }

async function sendToSite(payload: Payload, integration: Integration, post: SitePost, record: Publication, progress: Progress): Promise<RemotePublished> {
  if (integration.platform === 'wix') {
    const site = await wixSiteOf(payload, integration)
    if ('ok' in site) throw new SiteFailureError(site)
    return publishToWix(site, post, { postId: record.remoteId, mediaId: record.remoteMediaId, mediaSource: record.remoteMediaSource, ...progress })
  }
  const site = await wordPressSiteOf(payload, integration)
  if ('ok' in site) throw new SiteFailureError(site)
  const remote: WordPressRemote = { postId: record.remoteId ? Number(record.remoteId) : null, mediaId: record.remoteMediaId ? Number(record.remoteMediaId) : null, mediaSource: record.remoteMediaSource }
  try {
    const published = await publishToWordPress(site, post, remote)
    return { remoteId: String(published.postId), remoteMediaId: published.mediaId ? String(published.mediaId) : null, url: published.url, status: published.status, seoMeta: published.seoMeta }
  } finally {
    if (remote.uploaded) progress.uploaded({ mediaId: String(remote.uploaded.mediaId), mediaSource: remote.uploaded.mediaSource })
    if (remote.created) progress.created(String(remote.created))
  }
}

/** The one publication of this article on this site (a unique index keeps it one), created on first use. */
async function publicationFor(payload: Payload, article: Article, integration: Integration, status: PublishStatus): Promise<Publication> {
  const where: Where = { and: [{ article: { equals: article.id } }, { integration: { equals: integration.id } }] }
  const { docs } = await payload.find({ collection: 'publications', where, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) return docs[0]
  try {
    return await payload.create({
      collection: 'publications',
      data: { user: idOf(article.user)!, article: article.id, integration: integration.id, platform: integration.platform, requestedStatus: status, state: 'pending' },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Created meanwhile by a second click: that one is ours too.
    const again = await payload.find({ collection: 'publications', where, limit: 1, depth: 0, overrideAccess: true })
    if (again.docs[0]) return again.docs[0]
    throw error
  }
}

/**
 * Takes the publication for one attempt, in one statement: a second attempt at the same time (a
 * double click, a retry job meeting a manual publish) would otherwise create a second remote post.
 * A manual publish starts a new series of attempts (1); a queued retry continues it, and only
 * while the publication is still failed and due. An attempt holding it longer than STALE_ATTEMPT
 * (far above what its calls' timeouts allow) is taken as crashed.
 */
async function claim(payload: Payload, id: number, mode: 'manual' | 'retry'): Promise<number | null> {
  const when =
    mode === 'retry'
      ? sql`"state" = 'failed' AND "next_retry_at" <= now() + interval '1 second'`
      : sql`("state" <> 'pending' OR coalesce("attempts", 0) = 0 OR "updated_at" < now() - ${STALE_ATTEMPT}::interval)`
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "publications" SET "state" = 'pending', "next_retry_at" = NULL, "updated_at" = now(),
      "attempts" = ${mode === 'retry' ? sql`coalesce("attempts", 0) + 1` : sql`1`}
    WHERE "id" = ${id} AND ${when}
    RETURNING "attempts"
  `)
  return rows[0] ? Number(rows[0].attempts) : null
}

const BUSY = 'This article is being published to this site right now. Wait a moment and look again.'
const safeLink = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null)

/**
 * One attempt to put the article on the site. Success records the remote post; a failure is kept
 * with its explanation (and the remote post or image when they were made before it), and a
 * transient one (no answer, 429, 5xx) is queued for an automatic retry with backoff
 * (retryPlan.ts). Wrong credentials and refusals (401, 403) wait for the user.
 */
async function attempt(payload: Payload, id: number, status: PublishStatus, mode: 'manual' | 'retry'): Promise<{ publication: Publication; failure?: SiteFailure }> {
  const attempts = await claim(payload, id, mode)
  if (attempts === null) throw new AppError('CONFLICT', BUSY)
  // Read after the claim: what an attempt that just finished left is what this one builds on.
  const record = await payload.findByID({ collection: 'publications', id, depth: 0, overrideAccess: true })
  const made: Partial<Publication> = {}
  const save = (data: Partial<Publication>) =>
    payload.update({ collection: 'publications', id, data: { requestedStatus: status, attempts, ...made, ...data }, overrideAccess: true, depth: 0 })
  try {
    const article = await payload.findByID({ collection: 'articles', id: idOf(record.article)!, depth: 1, overrideAccess: true })
    const integration = await payload.findByID({ collection: 'integrations', id: idOf(record.integration)!, depth: 0, overrideAccess: true })
    const remote = await sendToSite(payload, integration, await sitePostOf(article, status), record, {
      uploaded: (media) => Object.assign(made, { remoteMediaId: media.mediaId, remoteMediaSource: media.mediaSource }),
      created: (remoteId) => Object.assign(made, { remoteId }),
    })
    const publication = await save({
      state: 'published',
      remoteId: remote.remoteId,
      remoteUrl: safeLink(remote.url),
      remoteStatus: remote.status,
      seoMeta: remote.seoMeta,
      lastError: { code: null, message: null, fix: null, transient: false },
      nextRetryAt: null,
      publishedAt: new Date().toISOString(),
    })
    // The site's settings say once whether it keeps the SEO fields (not every article, issue 40).
    if (integration.seoMeta !== remote.seoMeta) await payload.update({ collection: 'integrations', id: integration.id, data: { seoMeta: remote.seoMeta }, overrideAccess: true, depth: 0 })
    countPublish(integration.platform, 'published', '')
    payload.logger.info({ msg: 'published', publication: id, target: integration.platform, mode, attempts })
    return { publication }
  } catch (error) {
    if (!(error instanceof SiteFailureError)) {
      countPublish(record.platform, 'failed', 'INTERNAL_ERROR')
      await save({ state: 'failed', nextRetryAt: null, lastError: { code: 'INTERNAL_ERROR', message: 'Publishing stopped on an unexpected error.', fix: 'Try again; if it happens again, contact us.', transient: false } })
      throw error
    }
    const failure = error.failure
    countPublish(record.platform, 'failed', failure.code)
    const retryAt = nextRetryAt(failure, attempts)
    payload.logger.warn({ msg: 'publish failed', publication: id, target: record.platform, mode, attempts, code: failure.code, retryAt: retryAt?.toISOString() ?? null })
    const publication = await save({
      state: 'failed',
      lastError: { code: failure.code, message: failure.message, fix: failure.fix, transient: failure.transient },
      nextRetryAt: retryAt?.toISOString() ?? null,
    })
    if (retryAt) await payload.jobs.queue({ task: 'retryPublication', input: withRequestId({ publication: id }), queue: 'publish', waitUntil: retryAt })
    return { publication, failure }
  }
}

// Every publish calls the site (uploads, posts): limited per user and per site (plans.ts); queued retries have their own plan.
const publishesByUser = costLimit('publishPerUser', 'publish', 'account')
const publishesBySite = costLimit('publishPerSite', 'publish', 'site')

/**
 * Publishes one of the user's articles to one of their sites (SPEC 2): as a draft or live, with
 * its image, tag, excerpt and SEO fields. The publication record remembers the remote post, so a
 * second publish updates it instead of making a duplicate; a failure is kept with its explanation.
 */
export async function publishArticleToSite(payload: Payload, user: User, articleId: number | string, input: z.infer<typeof publishToSiteSchema>): Promise<{ publication: Publication; failure?: SiteFailure }> {
  const article = await requireVisibleArticle(payload, user, articleId)
  if (article.status !== 'ready' || !article.content) throw new AppError('VALIDATION_ERROR', 'No content to publish.')
  const integration = await requireVisibleIntegration(payload, user, input.integration)
  await requireIntegrations(payload, user, integration.platform)
  if (!integration.active) throw new AppError('VALIDATION_ERROR', 'This integration is switched off. Switch it on in Integrations first.')
  await publishesByUser(payload, String(user.id))
  await publishesBySite(payload, String(integration.id))
  return attempt(payload, (await publicationFor(payload, article, integration, input.status)).id, input.status, 'manual')
}

/**
 * The queued retry of a transient failure. It runs only while it is still wanted: the publication
 * is still failed and due, its site still active, its owner still subscribed and the article still
 * there; otherwise the plan is dropped (a manual publish in between has its own plan).
 */
export async function retryPublication(payload: Payload, id: number): Promise<{ outcome: 'published' | 'failed' | 'skipped' }> {
  const record = await payload.findByID({ collection: 'publications', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!record || record.state !== 'failed' || !record.nextRetryAt || new Date(record.nextRetryAt).getTime() > Date.now() + 1000) return { outcome: 'skipped' }
  const drop = async (code: 'RETRY_STOPPED' | 'RETRY_STOPPED_PLAN') => {
    const { message, fix } = SITE_FAILURES[code]
    await payload.update({ collection: 'publications', id, data: { nextRetryAt: null, lastError: { code, message, fix, transient: false } }, overrideAccess: true, depth: 0 })
    return { outcome: 'skipped' as const }
  }
  const integration = await payload.findByID({ collection: 'integrations', id: idOf(record.integration)!, depth: 0, overrideAccess: true, disableErrors: true })
  const article = await payload.findByID({ collection: 'articles', id: idOf(record.article)!, depth: 0, overrideAccess: true, disableErrors: true })
  if (!integration?.active || article?.status !== 'ready') return drop('RETRY_STOPPED')
  const owner = await payload.findByID({ collection: 'users', id: idOf(record.user)!, depth: 0, overrideAccess: true, disableErrors: true })
  try {
    if (!owner) throw new AppError('NOT_FOUND', 'Owner gone.')
    await requireIntegrations(payload, owner, integration.platform)
  } catch {
    return drop('RETRY_STOPPED_PLAN')
  }
  try {
    const { failure } = await attempt(payload, id, record.requestedStatus, 'retry')
    return { outcome: failure ? 'failed' : 'published' }
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return { outcome: 'skipped' }
    throw error
  }
}

export const retryPublicationTask: TaskConfig<{ input: { publication: number }; output: { outcome: string } }> = {
  slug: 'retryPublication',
  label: 'Retry a publication to a site',
  inputSchema: [{ name: 'publication', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: await retryPublication(req.payload, input.publication) }),
}
