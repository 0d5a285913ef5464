import { repairSeoData, ensureSingleH1, seoScore } from '../content/seo'
import { unverifiedFacts, type UnverifiedFact } from '../content/sourceCheck'
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

export type FinishedArticle = {
  title: string
  content: string
  seo: SeoData
  score: number
  seoChecks: ReturnType<typeof seoScore>['checks']
}

/**
 * The model's raw answer → what we save: sanitized HTML with one H1, SEO data repaired where the
 * model missed a rule (the user's own keyword and chosen title win), and the SEO score.
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
  const { score, checks } = seoScore({ html: content, ...seo, title, language: input.language })
  return {
    title,
    content,
    seo: { title, metaDescription: seo.metaDescription, focusKeyword: seo.focusKeyword },
    score,
    seoChecks: checks,
  }
}

/** An edited article: sanitized again and re-scored with its current SEO data. */
export function scoreArticle(doc: {
  content?: string | null
  language?: string | null
  seo?: { title?: string | null; metaDescription?: string | null; focusKeyword?: string | null } | null
}) {
  const content = sanitizeArticleHtml(doc.content ?? '')
  const language = languageOf(doc.language)
  const { score, checks } = seoScore({
    html: content,
    title: doc.seo?.title,
    metaDescription: doc.seo?.metaDescription,
    focusKeyword: doc.seo?.focusKeyword,
    language,
  })
  return { content, score, seoChecks: checks }
}

type SourcedDoc = {
  sourcePage?: { url?: string | null; title?: string | null; text?: string | null } | null
  input?: unknown
  seo?: { focusKeyword?: string | null } | null
}

/**
 * The source check of an article written from a page (null for other articles): what the model
 * was given (the page) and what the user typed both count as sources.
 */
export function checkAgainstSource(content: string, doc: SourcedDoc): UnverifiedFact[] | null {
  const page = doc.sourcePage
  if (!page?.text) return null
  const input = (doc.input && typeof doc.input === 'object' ? doc.input : {}) as Record<string, unknown>
  const typed = ['topic', 'focusKeyword', 'selectedTitle', 'prompt', 'appName'].map((key) => input[key]).filter((v): v is string => typeof v === 'string')
  return unverifiedFacts(content, [page.text, page.title ?? '', ...typed, doc.seo?.focusKeyword ?? ''])
}
