import type { Article } from '@/payload-types'
import type { Language } from './language'

/** How an article came to be: the tool that wrote it. */
export const ARTICLE_SOURCES = ['keyword', 'title', 'url', 'prompt', 'promo', 'chat'] as const
export type ArticleSource = (typeof ARTICLE_SOURCES)[number]

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
}

/** The events of a generation stream, server to screen. */
export type ArticleEvent =
  | { event: 'start'; data: { articleId: number } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { article: Article } }
  | { event: 'error'; data: { code: string; message: string } }

/** SEO checks a targeted rewrite can fix ('Fix SEO issues'): meta description, first paragraph, a low density. */
export const REPAIRABLE_CHECKS = ['keywordInMeta', 'metaLength', 'keywordInFirstParagraph', 'keywordDensity'] as const
