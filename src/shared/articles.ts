import type { ArticleLength, Outline } from './outline'
import type { Article } from '@/payload-types'
import type { Language } from './language'

/** How an article came to be: the tool that wrote it. */
export const ARTICLE_SOURCES = ['keyword', 'title', 'url', 'prompt', 'promo', 'chat'] as const
export type ArticleSource = (typeof ARTICLE_SOURCES)[number]

/**
 * The longest article a user can save, in characters of HTML, by any path (the editor, REST,
 * GraphQL, chat, repair): about 25,000 words, several times the longest article the writer makes.
 * Bounds the work of sanitizing and scoring an edit (src/server/content/worker).
 */
export const MAX_ARTICLE_CHARS = 200_000
/** How deeply its elements may sit inside each other (a real article: under 10). */
export const MAX_ARTICLE_NESTING = 100

/** The SEO data of an article (SPEC 3). */
export type SeoData = { title: string; metaDescription: string; focusKeyword: string }

/** What the writing screens send to POST /api/ai/article (src/server/articles/request.ts checks it). */
export type ArticleRequest = {
  topic: string
  focusKeyword: string
  selectedTitle?: string
  tone?: string
  preferredLanguage?: Language
  url?: string
  source?: ArticleSource
  /** The outline the user reviewed (issue 35); absent, the server plans one. */
  outline?: Outline
  length?: ArticleLength
  /** One of the user's brand voices; null: none; absent: their default. */
  voice?: number | null
}

/** The events of a generation stream, server to screen. */
export type ArticleEvent =
  | { event: 'start'; data: { articleId: number } }
  | { event: 'delta'; data: { text: string } }
  /** A part of the article is written again: the text so far is this (what came after it is gone). */
  | { event: 'rewind'; data: { text: string } }
  | { event: 'done'; data: { article: Article } }
  | { event: 'error'; data: { code: string; message: string; details?: Record<string, unknown> } }
