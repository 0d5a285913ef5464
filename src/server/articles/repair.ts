import 'server-only'

import { z } from 'zod'

import { repairableFailures, type RepairableCheck } from '@/shared/analysis'
import type { Language } from '@/shared/language'
import { collapseWhitespace, cutAtWordBoundary, escapeHtml } from '@/shared/text'
import { firstAvoided } from '@/shared/voices'
import { generateWithFallback, textProviders } from '../ai'
import { demoRepair } from '../ai/demo'
import { scoreAnalysis } from '../content/analysis'
import { phrasePosition, readKeyphrase, sentenceMatches } from '../content/analysis/keyphrase'
import { titleWidthPx, TITLE_WIDTH } from '../content/analysis/titleWidth'
import { repairPlan, splitLongParagraphs, type RepairPlan } from '../content/analysis/repairPlan'
import { elementsByTag, insertBefore, parseHtml, replaceElement } from '../content/html'
import { sanitizeArticleHtml } from '../content/sanitize'
import { firstParagraphElement, inspectArticle, MAX_META, MAX_TITLE } from '../content/seo'
import type { FinishedArticle } from './finish'

export type RepairFixes = { title?: string; metaDescription?: string; firstParagraph?: string; sentences?: string[]; rewrites?: Record<string, string>; subheadings?: string[] }

/** `titleChosen`: the user picked the title (the keyword writer's ten), so the repair leaves it; unknown counts as chosen. */
export type RepairableArticle = Pick<FinishedArticle, 'title' | 'content' | 'seo'> & { language: Language; titleChosen?: boolean; avoidWords?: readonly string[]; siteHosts?: readonly string[] }

/** Green meta descriptions show whole in search results: 121–156 characters. */
const META_MIN = 121
const META_MAX = 156

export const REPAIR_SYSTEM =
  'You are an editor. You change only what you are asked to change, keep the language, the facts and the tone of the article, and answer with one JSON object and nothing else.'

const hasKeyphrase = (text: string, article: RepairableArticle) => {
  const keyphrase = readKeyphrase(article.seo.focusKeyword, article.language)
  return keyphrase.contentWords.length > 0 && sentenceMatches(text, keyphrase, article.language) > 0
}

/** The one request of a repair pass: what the failing checks ask for, and only the parts they concern. */
export function repairPrompt(article: RepairableArticle, failures: readonly RepairableCheck[], plan: RepairPlan): string {
  const keyword = article.seo.focusKeyword
  const language = article.language === 'hu' ? 'Hungarian' : 'English'
  const asks: string[] = []
  if (failures.includes('keyphraseInTitle')) {
    asks.push(`"title": an SEO title of at most ${MAX_TITLE} characters that begins with "${keyword}" exactly, about the same topic. Current: "${article.seo.title}"`)
  }
  if (failures.includes('keyphraseInMetaDescription') || failures.includes('metaDescriptionLength')) {
    asks.push(`"metaDescription": a new meta description of ${META_MIN} to ${META_MAX} characters that contains "${keyword}" once. Current: "${article.seo.metaDescription}"`)
  }
  if (failures.includes('keyphraseInIntroduction')) {
    asks.push(`"firstParagraph": the first paragraph rewritten as plain text so that one of its sentences contains "${keyword}", same meaning. Current: "${inspectArticle(article.content).firstParagraph}"`)
  }
  if (plan.keyphraseSentences > 0) {
    asks.push(`"sentences": ${plan.keyphraseSentences} short, useful sentences that fit the article and each contain "${keyword}".`)
  }
  if (plan.rewrites.length) {
    const tag = (rewrite: RepairPlan['rewrites'][number]) => (rewrite.kind === 'long' ? 'split' : rewrite.kind === 'avoid' ? `avoid "${rewrite.word}"` : 'link')
    const items = plan.rewrites.map((rewrite, i) => `  ${i + 1}. [${tag(rewrite)}] ${rewrite.sentence}`).join('\n')
    asks.push(
      `"rewrites": an object from each number below to its rewritten text. [split]: the sentence as two or three shorter sentences of under 20 words each. [link]: the same sentence beginning with a transition word or phrase (such as ${article.language === 'hu' ? '"azonban", "ezért", "például", "továbbá"' : '"however", "therefore", "for example", "moreover"'}) that ties it to the sentence before. [avoid "word"]: the same sentence without that word or phrase (the brand never uses it). Same meaning, same facts.\n${items}`,
    )
  }
  if (plan.subheadings.length) {
    const items = plan.subheadings.map((place, i) => `  ${i + 1}. before: "${place.following}"`).join('\n')
    asks.push(`"subheadings": an array of ${plan.subheadings.length} short subheadings (plain text, under 60 characters), in order, each naming what the text after it is about:\n${items}`)
  }
  return [`Edit of the ${language} article "${article.title}" with the focus keyword "${keyword}".`, 'Return a JSON object with these keys:', ...asks.map((ask) => `- ${ask}`)].join('\n')
}

const fixesSchema = z.object({
  title: z.string().optional(),
  metaDescription: z.string().optional(),
  firstParagraph: z.string().optional(),
  sentences: z.array(z.string()).max(10).optional(),
  rewrites: z.record(z.string(), z.string()).optional(),
  subheadings: z.array(z.string()).max(40).optional(),
})

/** The model's answer → fixes; anything unreadable is no fix at all. */
export function parseRepairFixes(text: string): RepairFixes {
  const json = /\{[\s\S]*\}/.exec(text.replace(/```(?:json)?/gi, ''))?.[0]
  if (!json) return {}
  try {
    const parsed = fixesSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

const asText = (value: string | undefined) => collapseWhitespace(value ?? '')

/** The fixes written into the article (as text, sanitized), and the article analysed again. */
export function applyRepairFixes(article: RepairableArticle, plan: RepairPlan, fixes: RepairFixes): FinishedArticle {
  let content = plan.content
  let title = article.seo.title
  const newTitle = asText(fixes.title)
  // Taken only as asked: never over a title the user chose, the keyphrase first, short enough to show whole.
  const keyphraseFirst = phrasePosition(newTitle, readKeyphrase(article.seo.focusKeyword, article.language), article.language) === 'start'
  if (article.titleChosen === false && newTitle && keyphraseFirst && newTitle.length <= MAX_TITLE && titleWidthPx(newTitle) <= TITLE_WIDTH.max) title = newTitle
  let metaDescription = article.seo.metaDescription
  const meta = asText(fixes.metaDescription)
  if (meta && hasKeyphrase(meta, article)) metaDescription = cutAtWordBoundary(meta, MAX_META)

  // Sentence rewrites first, paragraph by paragraph, from the end: earlier positions stay valid.
  const byParagraph = new Map<number, { sentence: string; text: string }[]>()
  plan.rewrites.forEach((rewrite, i) => {
    const text = asText(fixes.rewrites?.[String(i + 1)])
    // A rewrite that lost the keyphrase the sentence had would cost the SEO score: not taken.
    if (!text || text === rewrite.sentence || (hasKeyphrase(rewrite.sentence, article) && !hasKeyphrase(text, article))) return
    // A rewrite that still uses (or brings in) a word the voice avoids is no fix.
    if (article.avoidWords?.length && firstAvoided(text, article.avoidWords)) return
    byParagraph.set(rewrite.paragraph, [...(byParagraph.get(rewrite.paragraph) ?? []), { sentence: rewrite.sentence, text }])
  })
  // Subheadings before their paragraphs, rewrites inside them: both by paragraph index, last first.
  const paragraphs = elementsByTag(parseHtml(content), 'p')
  const headingBefore = new Map(plan.subheadings.map((place, i) => [place.paragraph, asText(fixes.subheadings?.[i])] as const))
  for (let index = paragraphs.length - 1; index >= 0; index--) {
    const paragraph = paragraphs[index]!
    const changes = byParagraph.get(index)
    if (changes) {
      let text = plan.paragraphTexts[index] ?? ''
      // A function, so "$" in the new text is taken as written (not as a replacement pattern).
      for (const change of changes) text = text.replace(change.sentence, () => change.text)
      content = replaceElement(content, paragraph, `<p>${escapeHtml(text)}</p>`)
    }
    const heading = headingBefore.get(index)
    if (heading) content = insertBefore(content, paragraph, `<${plan.subheadingTag}>${escapeHtml(cutAtWordBoundary(heading, 80))}</${plan.subheadingTag}>\n`)
  }

  const paragraph = asText(fixes.firstParagraph)
  // The paragraph replaced is the one the checks read (and the prompt showed): the first with text.
  const first = paragraph && hasKeyphrase(paragraph, article) ? firstParagraphElement(parseHtml(content)) : undefined
  if (first) content = replaceElement(content, first, `<p>${escapeHtml(paragraph)}</p>`)
  const sentences = (fixes.sentences ?? []).map(asText).filter((sentence) => sentence && hasKeyphrase(sentence, article))
  if (sentences.length) {
    // Before the closing section when there is one, else at the end.
    const added = `<p>${escapeHtml(sentences.join(' '))}</p>`
    const lastH2 = elementsByTag(parseHtml(content), 'h2').at(-1)
    content = lastH2?.startIndex ? insertBefore(content, lastH2, `${added}\n`) : `${content}\n${added}`
  }
  content = sanitizeArticleHtml(content)
  const seo = { ...article.seo, title, metaDescription }
  return { title: article.title, content, seo, ...scoreAnalysis({ html: content, ...seo, language: article.language, avoidWords: article.avoidWords, siteHosts: article.siteHosts }) }
}

/**
 * One targeted repair pass ('Improve', and the pass after writing): long paragraphs are split at
 * sentence ends here, and one model (or demo writer) request rewrites what the failing checks concern.
 * The result is kept only if no score falls and at least one rises. Never charged: it is part of writing.
 */
export async function repairArticle(article: RepairableArticle & Pick<FinishedArticle, 'score' | 'seoChecks' | 'readabilityScore' | 'readabilityChecks' | 'avoidedWords'>): Promise<FinishedArticle | null> {
  const failures = repairableFailures([...article.seoChecks, ...article.readabilityChecks], { titleChosen: article.titleChosen !== false })
  if (!failures.length && !article.avoidedWords.length) return null
  const content = splitLongParagraphs(article.content)
  const density = article.seoChecks.find((check) => check.id === 'keyphraseDensity')?.detail
  const plan = repairPlan({ ...article, content }, failures, { count: density?.count ?? 0, minCount: density?.minCount ?? 0 })
  const needsModel = plan.rewrites.length || plan.subheadings.length || plan.keyphraseSentences || failures.some((id) => ['keyphraseInTitle', 'keyphraseInMetaDescription', 'metaDescriptionLength', 'keyphraseInIntroduction'].includes(id))
  let fixes: RepairFixes = {}
  if (needsModel) {
    const { text } = await generateWithFallback(
      { system: REPAIR_SYSTEM, prompt: repairPrompt(article, failures, plan), maxTokens: 4000, temperature: 0.3 },
      textProviders(() => demoRepair({ keyword: article.seo.focusKeyword, language: article.language, firstParagraph: inspectArticle(article.content).firstParagraph }, failures, plan)),
    )
    fixes = parseRepairFixes(text)
  }
  const repaired = applyRepairFixes(article, plan, fixes)
  // Fewer words the voice avoids counts as better, as a higher score does.
  const rose = repaired.score > article.score || repaired.readabilityScore > article.readabilityScore || repaired.avoidedWords.length < article.avoidedWords.length
  const fell = repaired.score < article.score || repaired.readabilityScore < article.readabilityScore || repaired.avoidedWords.length > article.avoidedWords.length
  return rose && !fell ? repaired : null
}
