import 'server-only'

import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Article, User } from '@/payload-types'
import { monthlyImageLimit } from '@/shared/plans'
import { cutAtWordBoundary } from '@/shared/text'
import { imageProviders, imageWithFallback } from '../ai/images'
import { tierOf } from '../billing/status'
import { postSlug } from '../content/slug'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { refundCredit, reserveCredit } from '../quota'
import { mediaId, removeIfPrivate } from './privateMedia'

/** Stored at most this wide, as WebP: a blog cover needs no more, and the card and Open Graph sizes come from it. */
const STORED_WIDTH = 1536
const ALT_MAX = 200

export function imagePrompt(article: Pick<Article, 'title' | 'seo'>): string {
  const keyword = article.seo?.focusKeyword
  return [
    `A featured image for a blog article titled "${article.title}"${keyword ? `, about ${keyword}` : ''}.`,
    'A clean editorial photograph or illustration in landscape format (3:2).',
    'No text, letters, captions, logos or watermarks in the image.',
  ].join(' ')
}

/**
 * An AI featured image for one of the user's finished articles: an image credit is taken (its own
 * monthly limit, plans.ts), the image is made by the first image model that answers (the offline
 * demo draws the title when none is configured), stored in `media` as WebP with the title as alt
 * text, private to its owner until the article is published, and attached to the article. Any
 * failure gives the credit back. A new image replaces the article's previous unpublished one.
 */
export async function generateArticleImage(payload: Payload, user: User, articleId: number | string): Promise<Article> {
  const article = await findVisible(payload, 'articles', articleId, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found.')
  if (article.status !== 'ready' || !article.content) throw new AppError('VALIDATION_ERROR', 'Please generate content first before creating an image')
  const tier = await tierOf(payload, user)
  const reservation = await reserveCredit(payload, { userId: user.id, limit: monthlyImageLimit(tier), counter: 'images' })
  try {
    const image = await imageWithFallback(imagePrompt(article), imageProviders(article.title))
    const webp = await sharp(image.data)
      .resize({ width: STORED_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => {
        throw new AppError('AI_FAILED', 'No image received from AI')
      })
    const media = await payload.create({
      collection: 'media',
      data: { alt: cutAtWordBoundary(article.title, ALT_MAX), owner: user.id },
      file: { data: webp, mimetype: 'image/webp', name: `${postSlug(article.title)}.webp`, size: webp.length },
      overrideAccess: true,
    })
    const previous = mediaId(article.image)
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { image: media.id },
      overrideAccess: true,
      depth: 1,
      context: { skipRescore: true },
    })
    if (previous) await removeIfPrivate(payload, previous)
    return updated
  } catch (error) {
    await refundCredit(payload, reservation)
    throw error
  }
}
