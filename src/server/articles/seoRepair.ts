import 'server-only'

import { z } from 'zod'

import { repairableFailures } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { collapseWhitespace, cutAtWordBoundary, escapeHtml } from '@/shared/text'
import { generateWithFallback, textProviders } from '../ai'
import { demoSeoFixes } from '../ai/demo'
import { countKeyword } from '../content/keyword'
import { sanitizeArticleHtml } from '../content/sanitize'
import { elementsByTag, insertBefore, parseHtml, replaceElement } from '../content/html'
import { firstParagraphElement, inspectArticle, MAX_META, MIN_META, seoScore, type SeoCheck, type SeoCheckId } from '../content/seo'
import type { FinishedArticle } from './finish'

export type SeoFixes = { metaDescription?: string; firstParagraph?: string; sentences?: string[] }

export type RepairableArticle = Pick<FinishedArticle, 'title' | 'content' | 'seo'> & { language: Language }

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
  // The paragraph replaced is the one the checks read (and the prompt showed): the first with text.
  const first = paragraph && countKeyword(paragraph, keyword) > 0 ? firstParagraphElement(parseHtml(content)) : undefined
  if (first) content = replaceElement(content, first, `<p>${escapeHtml(paragraph)}</p>`)
  const sentences = (fixes.sentences ?? []).map(collapseWhitespace).filter((sentence) => sentence && countKeyword(sentence, keyword) > 0)
  if (sentences.length) {
    // Before the closing section when there is one, else at the end.
    const added = `<p>${escapeHtml(sentences.join(' '))}</p>`
    const lastH2 = elementsByTag(parseHtml(content), 'h2').at(-1)
    content = lastH2?.startIndex ? insertBefore(content, lastH2, `${added}\n`) : `${content}\n${added}`
  }
  content = sanitizeArticleHtml(content)
  const seo = { ...article.seo, metaDescription }
  const { score, checks } = seoScore({ html: content, ...seo, language: article.language })
  return { title: article.title, content, seo, score, seoChecks: checks }
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
    textProviders(() => demoSeoFixes({ keyword: article.seo.focusKeyword, language: article.language, firstParagraph: firstParagraphText(article.content) }, failures)),
  )
  const repaired = applySeoFixes(article, parseSeoFixes(text))
  return repaired.score > article.score ? repaired : null
}
