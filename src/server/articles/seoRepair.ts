import 'server-only'

import { z } from 'zod'

import { REPAIRABLE_CHECKS } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { collapseWhitespace, cutAtWordBoundary, escapeHtml } from '@/shared/text'
import { generateWithFallback, textProviders } from '../ai'
import { countKeyword } from '../content/keyword'
import { sanitizeArticleHtml } from '../content/sanitize'
import { DENSITY_MIN, inspectArticle, MAX_META, MIN_META, seoScore, type SeoCheck, type SeoCheckId } from '../content/seo'
import type { FinishedArticle } from './finish'

/**
 * What a targeted rewrite can fix without touching the rest: the meta description, the first
 * paragraph, and a low keyword density (a few added sentences). The title is the user's choice and
 * length and readability would need a new article: those are left alone.
 */
export const REPAIRABLE: readonly SeoCheckId[] = REPAIRABLE_CHECKS

export type SeoFixes = { metaDescription?: string; firstParagraph?: string; sentences?: string[] }

export type RepairableArticle = Pick<FinishedArticle, 'title' | 'content' | 'seo'> & { language: Language }

/** The checks a repair pass would work on (a too-high density cannot be fixed by adding text). */
export function repairableFailures(checks: readonly SeoCheck[]): SeoCheckId[] {
  return checks
    .filter((check) => !check.passed && REPAIRABLE.includes(check.id))
    .filter((check) => check.id !== 'keywordDensity' || (check.detail.density ?? 0) < DENSITY_MIN)
    .map((check) => check.id)
}

// The paragraph a first-paragraph fix replaces (the text itself is read as the score reads it).
const FIRST_PARAGRAPH = /<p\b[^>]*>[\s\S]*?<\/p>/i

const firstParagraphText = (html: string) => inspectArticle(html).firstParagraph

export const SEO_REPAIR_SYSTEM =
  'You are an SEO editor. You change only what you are asked to change, keep the language and the tone of the article, and answer with one JSON object and nothing else.'

/** The one request of a repair pass: the failing checks and only the parts they concern. */
export function seoRepairPrompt(article: RepairableArticle, failures: readonly SeoCheckId[]): string {
  const keyword = article.seo.focusKeyword
  const language = article.language === 'hu' ? 'Hungarian' : 'English'
  const asks: string[] = []
  if (failures.includes('keywordInMeta') || failures.includes('metaLength')) {
    asks.push(`"metaDescription": a new meta description of ${MIN_META} to ${MAX_META} characters that contains "${keyword}". Current: "${article.seo.metaDescription}"`)
  }
  if (failures.includes('keywordInFirstParagraph')) {
    asks.push(`"firstParagraph": the first paragraph rewritten as plain text so it contains "${keyword}", same meaning. Current: "${firstParagraphText(article.content)}"`)
  }
  if (failures.includes('keywordDensity')) {
    asks.push(`"sentences": two or three short, useful sentences that fit the article and each contain "${keyword}".`)
  }
  return [`SEO repair of the ${language} article "${article.title}" with the focus keyword "${keyword}".`, 'Return a JSON object with these keys:', ...asks.map((ask) => `- ${ask}`)].join('\n')
}

const fixesSchema = z.object({
  metaDescription: z.string().optional(),
  firstParagraph: z.string().optional(),
  sentences: z.array(z.string()).max(5).optional(),
})

/** The model's answer → fixes; anything unreadable is no fix at all. */
export function parseSeoFixes(text: string): SeoFixes {
  const json = /\{[\s\S]*\}/.exec(text.replace(/```(?:json)?/gi, ''))?.[0]
  if (!json) return {}
  try {
    const parsed = fixesSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The fixes written into the article (as text, sanitized), and the article scored again. */
export function applySeoFixes(article: RepairableArticle, fixes: SeoFixes): FinishedArticle {
  const keyword = article.seo.focusKeyword
  let content = article.content
  let metaDescription = article.seo.metaDescription
  const meta = collapseWhitespace(fixes.metaDescription ?? '')
  if (meta && countKeyword(meta, keyword) > 0) metaDescription = cutAtWordBoundary(meta, MAX_META)
  const paragraph = collapseWhitespace(fixes.firstParagraph ?? '')
  if (paragraph && countKeyword(paragraph, keyword) > 0 && FIRST_PARAGRAPH.test(content)) {
    content = content.replace(FIRST_PARAGRAPH, `<p>${escapeHtml(paragraph)}</p>`)
  }
  const sentences = (fixes.sentences ?? []).map(collapseWhitespace).filter((sentence) => sentence && countKeyword(sentence, keyword) > 0)
  if (sentences.length) {
    // Before the closing section when there is one, else at the end.
    const added = `<p>${escapeHtml(sentences.join(' '))}</p>`
    const lastH2 = content.toLowerCase().lastIndexOf('<h2')
    content = lastH2 > 0 ? `${content.slice(0, lastH2)}${added}\n${content.slice(lastH2)}` : `${content}\n${added}`
  }
  content = sanitizeArticleHtml(content)
  const seo = { ...article.seo, metaDescription }
  const { score, checks } = seoScore({ html: content, ...seo, language: article.language })
  return { title: article.title, content, seo, score, seoChecks: checks }
}

/** What the offline demo writer answers to a repair request: fixes built from the article itself. */
export function demoSeoFixes(article: RepairableArticle, failures: readonly SeoCheckId[]): string {
  const keyword = article.seo.focusKeyword
  const hu = article.language === 'hu'
  const fixes: SeoFixes = {}
  if (failures.includes('keywordInMeta') || failures.includes('metaLength')) {
    const base = hu ? `${keyword}: gyakorlati útmutató világos lépésekkel, bevált tippekkel és a gyakori hibák elkerülésével.` : `${keyword}: a practical guide with clear steps, proven tips and the common mistakes to avoid.`
    fixes.metaDescription = base.length < MIN_META ? `${base} ${hu ? 'Kezdd el még ma, lépésről lépésre.' : 'Start today, one step at a time.'}` : base
  }
  if (failures.includes('keywordInFirstParagraph')) {
    fixes.firstParagraph = `${hu ? 'Ez a cikk erről szól:' : 'This article is about'} ${keyword}. ${firstParagraphText(article.content)}`
  }
  if (failures.includes('keywordDensity')) {
    fixes.sentences = hu ? [`A téma most is: ${keyword}.`, `Sokan így kezdik: ${keyword}.`] : [`Here is how to put ${keyword} to work.`, `Keep ${keyword} simple.`]
  }
  return JSON.stringify(fixes)
}

/**
 * One targeted repair pass: the model (or the demo writer) rewrites only what the failing checks
 * concern, and the result is kept only if it scores higher. Never charged: it is part of writing.
 */
export async function repairSeo(article: RepairableArticle & { score: number; seoChecks: readonly SeoCheck[] }): Promise<FinishedArticle | null> {
  const failures = repairableFailures(article.seoChecks)
  if (!failures.length) return null
  const { text } = await generateWithFallback(
    { system: SEO_REPAIR_SYSTEM, prompt: seoRepairPrompt(article, failures), maxTokens: 800, temperature: 0.3 },
    textProviders(() => demoSeoFixes(article, failures)),
  )
  const repaired = applySeoFixes(article, parseSeoFixes(text))
  return repaired.score > article.score ? repaired : null
}
