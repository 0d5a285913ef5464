import 'server-only'

import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { parseHTML } from 'linkedom'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { Post, User } from '@/payload-types'
import { sanitizeArticleHtml } from '../content/sanitize'
import { mediaId } from '../articles/privateMedia'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { countPublish } from '../ops/appMetrics'
import { publishableBody } from '../articles/publishable'

export const publishInput = z.object({
  title: z.string().trim().default(''),
  focusKeyword: z.string().trim().default(''),
  metaDescription: z.string().trim().default(''),
  content: z.string().default(''),
  featured: z.boolean().default(false),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
})

export type PublishInput = z.infer<typeof publishInput> & { sourceArticle?: number; image?: number; audio?: number }

/** linkedom in the shape convertHTMLToLexical expects of JSDOM (about ten times faster). */
class LinkedomJSDOM {
  window: { document: Document }
  constructor(html: string) {
    this.window = { document: parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document }
  }
}

/** Sanitized HTML → the Lexical state the posts collection stores. */
export async function htmlToLexical(payload: Payload, html: string) {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  // A post's images are uploads (media); an <img> pointing anywhere else has no Lexical node and
  // would fail the post's validation, so it is left out. A link the sanitizer emptied (it pointed
  // at javascript: or the like) keeps its text without the link, which Lexical requires a URL for.
  const convertible = sanitizeArticleHtml(html)
    .replace(/<img\b[^>]*>/gi, '')
    .replace(/<a\b(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/gi, '$1')
  return convertHTMLToLexical({ editorConfig, html: convertible, JSDOM: LinkedomJSDOM })
}

/** SPEC 5 manual publish rules, with the SPEC 8 messages. */
export function checkPublishInput(input: PublishInput): void {
  if (!input.content.trim()) throw new AppError('VALIDATION_ERROR', 'Missing content: Please upload HTML content!', { field: 'content' })
  if (!input.title || !input.focusKeyword || !input.metaDescription) {
    throw new AppError('VALIDATION_ERROR', 'Missing data: Please fill in all fields!')
  }
  if (input.metaDescription.length > 160) {
    throw new AppError('VALIDATION_ERROR', 'The meta description can be at most 160 characters.', { field: 'metaDescription' })
  }
}

/** Publishes a post on the admin's behalf: only admins pass the collection's create access. */
export async function publishPost(payload: Payload, user: User, input: PublishInput): Promise<Post> {
  checkPublishInput(input)
  const post = await payload.create({
    collection: 'posts',
    data: {
      title: input.title,
      content: await htmlToLexical(payload, input.content),
      focusKeyword: input.focusKeyword,
      meta: { description: input.metaDescription },
      featured: input.featured,
      tags: input.tags,
      status: 'published',
      sourceArticle: input.sourceArticle,
      ...(input.image ? { image: input.image } : {}),
      ...(input.audio ? { audio: input.audio } : {}),
    },
    user,
    overrideAccess: false,
    depth: 0,
  })
  countPublish('blog', 'published', '')
  return post
}

/** 'Publish to Blog' from a generated article the admin can see. */
export async function publishArticle(payload: Payload, user: User, articleId: number | string): Promise<Post> {
  const article = await findVisible(payload, 'articles', articleId, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found')
  if (!article.content) throw new AppError('VALIDATION_ERROR', 'No content to publish.')
  const image = mediaId(article.image)
  const audio = mediaId(article.audio)
  const post = await publishPost(payload, user, {
    title: article.seo?.title || article.title,
    focusKeyword: article.seo?.focusKeyword ?? '',
    metaDescription: article.seo?.metaDescription ?? '',
    content: publishableBody(article.content),
    featured: false,
    tags: [],
    sourceArticle: Number(article.id),
    image: image ?? undefined,
    audio: audio ?? undefined,
  })
  // The article's AI image and audio are now the post's, and public with it (they were their owner's alone).
  for (const id of [image, audio]) if (id) await payload.update({ collection: 'media', id, data: { owner: null }, overrideAccess: true, depth: 0 })
  return post
}

export const editInput = z.object({
  title: z.string().trim().min(1, 'Missing data: Please fill in all fields!').max(200),
  content: z.string(),
  metaDescription: z.string().trim().max(160, 'The meta description can be at most 160 characters.').default(''),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  featured: z.boolean().default(false),
  image: z.number().int().positive().nullable().optional(),
  imageFit: z.enum(['cover', 'contain', 'fill']).optional(),
})

/** The blog editor's save: the edited HTML becomes Lexical again; only admins pass update access. */
export async function updatePost(payload: Payload, user: User, id: number | string, input: z.infer<typeof editInput>): Promise<Post> {
  if (!input.content.trim()) throw new AppError('VALIDATION_ERROR', 'Missing content: Please upload HTML content!', { field: 'content' })
  const existing = await findVisible(payload, 'posts', id, user)
  if (!existing) throw new AppError('NOT_FOUND', 'Blog post not found')
  return payload.update({
    collection: 'posts',
    id,
    data: {
      title: input.title,
      content: await htmlToLexical(payload, input.content),
      meta: { description: input.metaDescription },
      tags: input.tags,
      featured: input.featured,
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.imageFit ? { imageFit: input.imageFit } : {}),
    },
    user,
    overrideAccess: false,
    depth: 0,
  })
}
