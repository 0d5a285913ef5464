import type { Language } from '@/shared/language'
import { LONG_PART_WORDS, type ArticlePart, type Outline, type OutlineSection } from '@/shared/outline'
import { capitaliseFirst, escapeHtml, words } from '@/shared/text'
import type { WritingTask } from '../articles/outline'
import { DEMO_NOTICE, demoMeta, INTRO, KEYWORD_SENTENCES, PLAIN, SUBHEADINGS, tiedOn, TRANSITIONS } from './demo'

/**
 * The offline demo writer's outline and parts (issue 35): what a model answers to the planner and
 * to each section request, so outline review and section-by-section writing work without keys. Its
 * headings carry the keyword in about half the sections, and each part is as long as it was asked.
 */

const CONCLUSION: Record<Language, string> = { en: 'Conclusion', hu: 'Összegzés' }
const SOURCE_SECTION: Record<Language, string> = { en: 'What the source covers', hu: 'Amit a forrás tárgyal' }
const FEATURES: Record<Language, string> = { en: 'Key features', hu: 'Fő funkciók' }
const PRICING: Record<Language, string> = { en: 'Pricing', hu: 'Ár' }
const WITH: Record<Language, (heading: string, k: string) => string> = { en: (h, k) => `${h} with ${k}`, hu: (h, k) => `${h}: ${k}` }
const INTENT: Record<Language, string> = { en: 'What the reader should know and do here.', hu: 'Amit az olvasónak itt tudnia és tennie kell.' }

/** The keyword the demo writes about: the user's, else what the tool guessed. */
const keywordOf = (task: WritingTask) => task.focusKeyword || task.keywordGuess

function demoTitle(task: WritingTask, k: string): string {
  if (task.title) return task.title
  const product = task.source?.product?.name
  if (task.callToAction && product) return `${product}: ${task.language === 'hu' ? 'funkciók és ár' : 'features, price and who it is for'}`
  return `${capitaliseFirst(k)}: ${task.language === 'hu' ? 'gyakorlati útmutató' : 'a practical guide'}`
}

/** The demo planner's outline as JSON, as a model answers it. */
export function demoOutline(task: WritingTask, count: number): string {
  const { language } = task
  const k = keywordOf(task)
  const sections: OutlineSection[] = []
  const product = task.source?.product
  if (task.callToAction) {
    const features = (product?.features.length ? product.features : (task.source?.headings ?? [])).slice(0, 5)
    sections.push({ heading: FEATURES[language], intent: INTENT[language], subheadings: features })
    if (product?.price) sections.push({ heading: PRICING[language], intent: INTENT[language], subheadings: [] })
  } else if (task.source) {
    sections.push({ heading: SOURCE_SECTION[language], intent: INTENT[language], subheadings: [] })
  }
  const plain = PLAIN[language].headings
  for (let i = 0; sections.length < count - 1; i++) {
    const heading = plain[i % plain.length]!
    sections.push({ heading: i % 2 === 0 ? WITH[language](heading, k) : heading, intent: INTENT[language], subheadings: [] })
  }
  sections.push({ heading: WITH[language](CONCLUSION[language], k), intent: INTENT[language], subheadings: [] })
  return JSON.stringify({ title: demoTitle(task, k), metaDescription: demoMeta(k, language), focusKeyword: k, sections })
}

/** Sentences of the demo's plain text, tied on as readable text is, until `count` words. */
function sentencesFor(language: Language, seed: number, count: number, keyword: string, mentions: number): string[] {
  const { sentences } = PLAIN[language]
  const out: string[] = []
  let total = 0
  let mentioned = 0
  for (let n = 0; total < count; n++) {
    // The keyword's sentences are spread through the part, not piled at its end.
    const keywordTurn = mentioned < mentions && n % 4 === 2
    let sentence = keywordTurn ? KEYWORD_SENTENCES[language][(seed + mentioned) % KEYWORD_SENTENCES[language].length]!(keyword) : sentences[(seed * 5 + n) % sentences.length]!
    if (keywordTurn) mentioned++
    else if (n % 3 === 1) sentence = tiedOn(sentence, TRANSITIONS[language][(seed + n) % TRANSITIONS[language].length]!)
    out.push(sentence)
    total += words(sentence).length
  }
  return out
}

/** Sentences as paragraphs of three. */
const paragraphs = (sentences: string[]) =>
  Array.from({ length: Math.ceil(sentences.length / 3) }, (_, i) => `<p>${escapeHtml(sentences.slice(i * 3, i * 3 + 3).join(' '))}</p>`).join('\n')

/** The demo writer's HTML for one part of the outline, about `target` words long. */
export function demoPart(task: WritingTask, outline: Outline, part: ArticlePart, target: number): string {
  const { language } = task
  const k = outline.focusKeyword || keywordOf(task)
  const keywordWords = Math.max(1, words(k).length)
  // About 1% keyword density, as the score wants: at least one mention a part.
  const mentions = Math.max(1, Math.round((0.01 * target) / keywordWords))
  if (part.kind === 'introduction') {
    const opening = INTRO[language](k)
    return paragraphs([opening, ...sentencesFor(language, 0, target - words(opening).length, k, mentions - 1)])
  }
  const seed = part.index + 1
  const blocks: string[] = []
  let left = target
  if (part.section.heading === SOURCE_SECTION[language] && task.source) {
    const host = new URL(task.source.url).hostname
    const lead = language === 'hu' ? `A cikk alapja: ${task.source.title} (${host}).` : `This article draws on ${task.source.title} (${host}).`
    const topics = task.source.headings.slice(0, 5)
    blocks.push(`<p>${escapeHtml(lead)}</p>`, topics.length ? `<ul>${topics.map((topic) => `<li>${escapeHtml(topic)}</li>`).join('')}</ul>` : '')
    left -= words(lead).length + words(topics.join(' ')).length
  }
  if (part.section.heading === PRICING[language] && task.source?.product?.price) {
    const price = `${task.source.product.price}${task.source.product.currency ? ` ${task.source.product.currency}` : ''}`
    const line = language === 'hu' ? `Ár: ${price}.` : `It costs ${price}.`
    blocks.push(`<p>${escapeHtml(line)}</p>`)
    left -= words(line).length
  }
  // A long part without H3s of its own gets them about every 200 words, as the request asks.
  const subheadings = part.section.subheadings.length ? part.section.subheadings : target > LONG_PART_WORDS ? SUBHEADINGS[language].slice(0, Math.ceil(left / 200)) : []
  if (subheadings.length) {
    const each = Math.max(15, Math.round(left / subheadings.length))
    subheadings.forEach((subheading, i) => blocks.push(`<h3>${escapeHtml(subheading)}</h3>`, paragraphs(sentencesFor(language, seed + i, each, k, i === 0 ? mentions : 0))))
  } else if (left > 0) {
    blocks.push(paragraphs(sentencesFor(language, seed, left, k, mentions)))
  }
  if (part.last) {
    if (task.callToAction) blocks.push(`<p><a href="${escapeHtml(task.callToAction.url)}">${escapeHtml(task.callToAction.label)}</a></p>`)
    blocks.push(`<p><em>${DEMO_NOTICE[language]}</em></p>`)
  }
  return blocks.filter(Boolean).join('\n')
}
