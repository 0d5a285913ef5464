import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Article, Integration, Media, Publication, User } from '@/payload-types'
import { requireVisibleArticle } from '../articles/chat'
import { htmlExcerpt } from '../content/reading'
import { sanitizeArticleHtml } from '../content/sanitize'
import { postSlug } from '../content/slug'
import { AppError } from '../errors'
import { readMediaFile } from '../storage/mediaFiles'
import { requireIntegrations, requireVisibleIntegration, wordPressSiteOf } from '.'
import type { SiteFailure } from './failures'
import { WordPressFailure } from './wordpress'
import { publishToWordPress, type WordPressPost } from './wordpressPublish'

export const publishToSiteSchema = z.object({
  integration: z.coerce.number({ message: 'Choose a site to publish to.' }).int().positive('Choose a site to publish to.'),
  status: z.enum(['draft', 'publish']).default('draft'),
})

/** The article as a WordPress post: its SEO title, the text without its <h1>, the meta description as excerpt, the focus keyword as tag. */
export async function wordPressPostOf(article: Article, status: 'draft' | 'publish'): Promise<WordPressPost> {
  const title = article.seo?.title || article.title
  const html = sanitizeArticleHtml(article.content ?? '').replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>/i, '')
  const image = article.image && typeof article.image === 'object' ? (article.image as Media) : null
  return {
    title,
    html,
    excerpt: article.seo?.metaDescription || htmlExcerpt(html),
    slug: postSlug(title),
    status,
    tags: article.seo?.focusKeyword ? [article.seo.focusKeyword] : [],
    seo: { description: article.seo?.metaDescription ?? '', focusKeyword: article.seo?.focusKeyword ?? '' },
    ...(image?.filename ? { image: { data: await readMediaFile(image), filename: image.filename, mimeType: image.mimeType ?? 'image/webp', alt: image.alt } } : {}),
  }
}

async function publicationFor(payload: Payload, article: Article, integration: Integration): Promise<Publication | null> {
  const { docs } = await payload.find({
    collection: 'publications',
    where: { and: [{ article: { equals: article.id } }, { integration: { equals: integration.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const ownerId = (value: Article['user']) => (typeof value === 'object' && value ? value.id : value)

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
  if (integration.platform !== 'wordpress') throw new AppError('VALIDATION_ERROR', 'Publishing to Wix arrives in the next release.')

  const full = await payload.findByID({ collection: 'articles', id: article.id, depth: 1, overrideAccess: true })
  const existing = await publicationFor(payload, full, integration)
  const record = existing ?? (await payload.create({
    collection: 'publications',
    data: { user: ownerId(full.user)!, article: full.id, integration: integration.id, platform: integration.platform, requestedStatus: input.status, state: 'pending' },
    overrideAccess: true,
  }))
  const attempts = (record.attempts ?? 0) + 1
  const site = await wordPressSiteOf(payload, integration)
  try {
    if ('ok' in site) throw new WordPressFailure(site)
    const published = await publishToWordPress(site, await wordPressPostOf(full, input.status), {
      postId: record.remoteId ? Number(record.remoteId) : null,
      mediaId: record.remoteMediaId ? Number(record.remoteMediaId) : null,
    })
    const publication = await payload.update({
      collection: 'publications',
      id: record.id,
      data: {
        requestedStatus: input.status,
        state: 'published',
        remoteId: String(published.postId),
        remoteMediaId: published.mediaId ? String(published.mediaId) : record.remoteMediaId,
        remoteUrl: published.url,
        remoteStatus: published.status,
        seoMeta: published.seoMeta,
        lastError: { code: null, message: null, fix: null, transient: false },
        attempts,
        publishedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    return { publication }
  } catch (error) {
    if (!(error instanceof WordPressFailure)) throw error
    const failure = error.failure
    const publication = await payload.update({
      collection: 'publications',
      id: record.id,
      data: { requestedStatus: input.status, state: 'failed', lastError: { code: failure.code, message: failure.message, fix: failure.fix, transient: failure.transient }, attempts },
      overrideAccess: true,
      depth: 0,
    })
    return { publication, failure }
  }
}

