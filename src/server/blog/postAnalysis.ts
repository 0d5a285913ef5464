import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import type { Post } from '@/payload-types'
import { scoreAnalysis } from '../content/analysis'
import { detectLanguage } from '../content/language'
import { htmlExcerpt } from '../content/reading'
import { sanitizeArticleHtml } from '../content/sanitize'
import { escapeHtml } from '@/shared/text'

type AnalysedPost = Pick<Post, 'title' | 'content' | 'focusKeyword' | 'meta'>

/**
 * A blog post's SEO and readability scores, as its public page presents it: the search title and
 * meta description when set, else the title and the excerpt (src/server/blog/queries.ts); the
 * title as the page's H1 above the text. The language is read from the text.
 */
export function analysePost(post: AnalysedPost) {
  const body = post.content ? sanitizeArticleHtml(convertLexicalToHTML({ data: post.content })) : ''
  const title = post.meta?.title || post.title || ''
  const { score, seoChecks, readabilityScore, readabilityChecks } = scoreAnalysis({
    html: `<h1>${escapeHtml(post.title ?? '')}</h1>${body}`,
    title,
    metaDescription: post.meta?.description || htmlExcerpt(body),
    focusKeyword: post.focusKeyword ?? '',
    language: detectLanguage(`${post.title ?? ''} ${htmlExcerpt(body)}`),
  })
  return { score, seoChecks, readabilityScore, readabilityChecks }
}
