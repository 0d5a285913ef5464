import { scoreAnalysis, type ArticleScores } from '../content/analysis'
import { repairSeoData, ensureSingleH1 } from '../content/seo'
import { sourceRelevance, unverifiedFacts, type SourceRelevance, type UnverifiedFact } from '../content/sourceCheck'
import { sanitizeArticleHtml } from '../content/sanitize'
import { cutAtWordBoundary, escapeHtml } from '@/shared/text'
import { MAX_TITLE } from '../content/titles'
import type { SeoData } from '@/shared/articles'
import { languageOf, type Language } from '@/shared/language'
import type { ArticleInput } from './types'

const SEO_COMMENT = /<!--\s*SEO\s*(\{[\s\S]*?\})\s*-->/i

/** Models sometimes wrap HTML in Markdown fences despite the instructions. */
function stripFences(text: string): string {
  return text.replace(/^\s*```(?:html)?\s*/i, '').replace(/\s*```\s*$/i, '')
}

function readSeoComment(text: string): Partial<SeoData> {
  const match = SEO_COMMENT.exec(text)
  if (!match) return {}
  try {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown>
    const pick = (key: string) => (typeof parsed[key] === 'string' ? (parsed[key] as string) : undefined)
    return { title: pick('title'), metaDescription: pick('metaDescription'), focusKeyword: pick('focusKeyword') }
  } catch {
    return {}
  }
}

export type FinishedArticle = { title: string; content: string; seo: SeoData } & ArticleScores

/**
 * The model's raw answer → what we save: sanitized HTML with one H1, SEO data repaired where the
 * model missed a rule (the user's own keyword and chosen title win), and its SEO and readability analysis.
 */
export function finishArticle(
  raw: string,
  input: Pick<ArticleInput, 'topic' | 'focusKeyword' | 'selectedTitle' | 'language'>,
): FinishedArticle {
  const text = stripFences(raw)
  const fromModel = readSeoComment(text)
  let html = sanitizeArticleHtml(text.replace(SEO_COMMENT, '')).trim()
  // The title the user picked is the article's H1, whatever the model wrote there.
  if (input.selectedTitle) html = html.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/i, `<h1>${escapeHtml(input.selectedTitle)}</h1>`)
  const seo = repairSeoData(
    {
      title: input.selectedTitle || fromModel.title,
      metaDescription: fromModel.metaDescription,
      focusKeyword: input.focusKeyword || fromModel.focusKeyword,
    },
    { html, language: input.language, selectedTitle: input.selectedTitle },
  )
  // An answer with neither a title nor an H1 still gets one: the user's topic.
  const title = seo.title || cutAtWordBoundary(input.topic, MAX_TITLE)
  const content = html.trim() ? ensureSingleH1(html, title) : ''
  const seoData = { title, metaDescription: seo.metaDescription, focusKeyword: seo.focusKeyword }
  return { title, content, seo: seoData, ...scoreAnalysis({ html: content, ...seoData, language: input.language }) }
}

/**
 * For tools whose user named no keyword (instructions, promo, the chat): the model's keyword and
 * title win; when its answer names none, the tool's own guess is the article's keyword.
 */
export function finishWithModelKeyword(text: string, task: { topic: string; keyword: string; language: Language }): FinishedArticle {
  const finished = finishArticle(text, { topic: task.topic, focusKeyword: '', language: task.language })
  return finished.seo.focusKeyword ? finished : finishArticle(text, { topic: task.topic, focusKeyword: task.keyword, language: task.language })
}

/** A stored json list of strings, read defensively. */
export const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/** An edited article: sanitized again and analysed again with its current SEO data (its voice's words to avoid, its own sites' hosts). */
export function scoreArticle(doc: {
  content?: string | null
  language?: string | null
  seo?: { title?: string | null; metaDescription?: string | null; focusKeyword?: string | null } | null
  voiceAvoid?: unknown
  linkHosts?: unknown
}) {
  const content = sanitizeArticleHtml(doc.content ?? '')
  const language = languageOf(doc.language)
  const scores = scoreAnalysis({
    html: content,
    title: doc.seo?.title ?? '',
    metaDescription: doc.seo?.metaDescription ?? '',
    focusKeyword: doc.seo?.focusKeyword ?? '',
    language,
    avoidWords: stringsOf(doc.voiceAvoid),
    siteHosts: stringsOf(doc.linkHosts),
  })
  return { content, ...scores }
}

type SourcedDoc = {
  sourcePage?: { url?: string | null; title?: string | null; text?: string | null } | null
  input?: unknown
  seo?: { focusKeyword?: string | null } | null
}

/**
 * The source check of an article written from a page (null for other articles): its facts the
 * sources lack (what the model was given, the page, and what the user typed both count), and how
 * much it is about the page.
 */
export function checkAgainstSource(content: string, doc: SourcedDoc): { sourceCheck: UnverifiedFact[]; sourceRelevance: SourceRelevance } | null {
  const page = doc.sourcePage
  if (!page?.text) return null
  const input = (doc.input && typeof doc.input === 'object' ? doc.input : {}) as Record<string, unknown>
  const typed = ['topic', 'focusKeyword', 'selectedTitle', 'prompt', 'appName'].map((key) => input[key]).filter((v): v is string => typeof v === 'string')
  return {
    sourceCheck: unverifiedFacts(content, [page.text, page.title ?? '', ...typed, doc.seo?.focusKeyword ?? '']),
    // Whether it is about the page at all: facts "all found" in an article on another subject mean little.
    sourceRelevance: sourceRelevance(content, page.text, page.title ?? ''),
  }
}
