import { capitaliseFirst, escapeHtml, words } from '@/shared/text'
import { wordPattern } from '@/shared/voices'
import { htmlToPlainText } from '../content/html'
import { fallbackTitles } from '../content/titles'
import type { AiProvider } from './types'
import type { Language } from '@/shared/language'
import type { SourcePage } from '../fetch/extract'

/** The demo writer's input for an article: what a real model would read from the prompt. */
export type DemoArticleTask = { title: string; keyword: string; language: Language }

// Short sentences of short words: they read easily in both languages (Flesch 50+ in English, 40+ in
// Hungarian), and none names the keyword, so its density is set by the keyword sentences alone.
export const PLAIN: Record<Language, { headings: string[]; sentences: string[] }> = {
  en: {
    headings: ['Start with a clear goal', 'Make a simple plan', 'Common mistakes to avoid', 'Tips that work', 'Track what you do', 'Keep it going', 'When things go wrong', 'What to do next'],
    sentences: [
      'Pick one goal you can see.', 'Write it down and keep it close.', 'Start small and build from there.', 'Do one thing each day.',
      'Check your work once a week.', 'Keep what helps and drop the rest.', 'Ask for help when you are stuck.', 'Take notes as you go.',
      'Good habits beat big plans.', 'Short steps are easy to keep.', 'Look back at the end of each month.', 'Fix one thing at a time.',
      'Do not copy others without a reason.', 'Test a change before you trust it.', 'Rest is part of the work.', 'Most gains come from small wins.',
    ],
  },
  hu: {
    headings: ['Kezdd egy jó céllal', 'Legyen egy egyszerű terved', 'Gyakori hibák', 'Jó tippek', 'Mérd, amit teszel', 'Tartsd meg a lendületet', 'Ha valami nem megy', 'Mi jön ezután'],
    sentences: [
      'Válassz egy célt.', 'Írd le, és tartsd szem előtt.', 'Kezdd kicsiben.', 'Minden nap tegyél egy lépést.',
      'Hetente nézd át, mit értél el.', 'Tartsd meg, ami jó.', 'Kérj segítséget, ha kell.', 'Írj rövid jegyzetet.',
      'A jó szokás sokat ér.', 'A kis lépés könnyű.', 'Hó végén nézz vissza.', 'Egyszerre csak egy dolgot javíts.',
      'Ne másolj csak úgy.', 'Próbáld ki, mielőtt bízol benne.', 'A pihenés is része a munkának.', 'A kis siker is siker.',
    ],
  },
}

export const KEYWORD_SENTENCES: Record<Language, ((k: string) => string)[]> = {
  en: [(k) => `Here is how to put ${k} to work.`, (k) => `With ${k} you can move step by step.`, (k) => `Keep ${k} simple.`, (k) => `People who try ${k} often start small.`],
  hu: [(k) => `Így működik a gyakorlatban: ${k}.`, (k) => `A téma most is: ${k}.`, (k) => `Tartsd egyszerűnek: ${k}.`, (k) => `Sokan így kezdik: ${k}.`],
}

// The opening sentence that names the keyword.
export const INTRO: Record<Language, (k: string) => string> = {
  en: (k) => `This article is about ${k}.`,
  hu: (k) => `Ez a cikk erről szól: ${k}.`,
}

const META_PARTS: Record<Language, string[]> = {
  en: [': a practical guide', ' with clear steps', ', proven tips', ', common mistakes to avoid', ' and simple ways to track your progress', ' week by week', '.'],
  hu: [': gyakorlati útmutató', ' világos lépésekkel', ', bevált tippekkel', ', a gyakori hibák elkerülésével', ' és egyszerű méréssel', ' hétről hétre', '.'],
}

/** A meta description of 121 to 156 characters (whole in search results) that opens with the keyword. */
export function demoMeta(keyword: string, language: Language): string {
  let meta = capitaliseFirst(keyword)
  for (const part of META_PARTS[language].slice(0, -1)) if (meta.length + part.length + 1 <= 156) meta += part
  meta += '.'
  const filler = language === 'hu' ? ' Kezdd el még ma.' : ' Start today.'
  while (meta.length < 121 && meta.length + filler.length <= 156) meta += filler
  return meta.slice(0, 156)
}

/** The line that ends every demo article: for its writer only, never published (publishableBody). */
export const DEMO_NOTICE: Record<Language, string> = {
  en: 'Demo article: written offline, without an AI model. Set OPENAI_API_KEY or GEMINI_API_KEY for real articles.',
  hu: 'Demo cikk: offline, mesterséges intelligencia nélkül készült. Valódi cikkekhez állítsd be az OPENAI_API_KEY vagy GEMINI_API_KEY változót.',
}

/**
 * The offline demo article: long enough (5,000+ characters), easy to read, its keyword in the first
 * paragraph and the meta description, and a keyword density near 1 %, so it passes every SEO check
 * for any keyword whose title names it. Labelled as a demo at the end.
 */
export function demoArticle(task: DemoArticleTask): string {
  const k = task.keyword
  const language = task.language
  const { headings, sentences } = PLAIN[language]
  const seo = JSON.stringify({ title: task.title, metaDescription: demoMeta(k, language), focusKeyword: k })
  const intro =
    language === 'hu'
      ? `<p>${INTRO.hu(k)} Megnézzük, mit érdemes tudni, és hogyan kezdj bele.</p>`
      : `<p>${INTRO.en(k)} You will see what to know and how to get started.</p>`
  const sections = headings.map((heading, index) => {
    // A third of the sentences tie on to the one before, as readable text does (the transition-word check).
    const body = Array.from({ length: 4 }, (_, paragraph) =>
      Array.from({ length: 6 }, (_, sentence) => {
        const text = sentences[(index * 5 + paragraph * 7 + sentence) % sentences.length]!
        return sentence % 3 === 1 ? tiedOn(text, TRANSITIONS[language][(index + paragraph + sentence) % TRANSITIONS[language].length]!) : text
      }).join(' '),
    )
    return `<h2>${heading}</h2>\n${body.map((text) => `<p>${text}</p>`).join('\n')}`
  })
  // Keyword sentences until the density is about 1 % (counted as the score counts it).
  const keywordWords = Math.max(1, words(k).length)
  const textWords = words(htmlToPlainText([intro, ...sections].join('\n'))).length
  // The title (H1) and the introduction name it already.
  const extraSentences = Math.max(0, Math.round((0.012 * textWords) / keywordWords) - 2)
  const withKeyword = sections.map((section, index) => {
    const count = Math.floor(extraSentences / sections.length) + (index < extraSentences % sections.length ? 1 : 0)
    const extra = Array.from({ length: Math.max(0, count) }, (_, n) => KEYWORD_SENTENCES[language][(index + n) % KEYWORD_SENTENCES[language].length]!(k)).join(' ')
    return extra ? `${section}\n<p>${extra}</p>` : section
  })
  const note = `<p><em>${DEMO_NOTICE[language]}</em></p>`
  return [`<!--SEO ${seo}-->`, `<h1>${task.title}</h1>`, intro, ...withKeyword, note].join('\n')
}

/** The demo article with `section` after its introduction. */
function withSection(article: string, section: string): string {
  const afterIntro = article.indexOf('</p>') + '</p>'.length
  return `${article.slice(0, afterIntro)}\n${section}${article.slice(afterIntro)}`
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** The demo article written from a page: it names the page and what it covers (its headings). */
export function demoSourcedArticle(task: DemoArticleTask & { source: SourcePage }): string {
  const { source, language } = task
  const host = new URL(source.url).hostname
  const heading = language === 'hu' ? 'Amit a forrás tárgyal' : 'What the source covers'
  const lead = language === 'hu' ? `A cikk alapja: ${source.title} (${host}).` : `This article draws on ${source.title} (${host}).`
  const topics = source.headings.slice(0, 5)
  return withSection(demoArticle(task), `<h2>${heading}</h2>\n<p>${escapeHtml(lead)}</p>${topics.length ? list(topics) : ''}`)
}

/** The demo promotional article: the product's features (at most five), its price, a call to action. */
export function demoPromoArticle(task: DemoArticleTask & { source: SourcePage; productName: string }): string {
  const { source, language, productName } = task
  const product = source.product
  const features = (product?.features.length ? product.features : source.headings).slice(0, 5)
  const name = escapeHtml(productName)
  const featureSection =
    (language === 'hu' ? '<h2>Fő funkciók</h2>' : '<h2>Key features</h2>') +
    features.map((feature) => `<h3>${escapeHtml(feature)}</h3><p>${language === 'hu' ? `Ezt kapod a(z) ${name} használatával.` : `This is what ${name} gives you.`}</p>`).join('')
  const price = product?.price ? `${product.price}${product.currency ? ` ${product.currency}` : ''}` : ''
  const priceSection = price ? `<h2>${language === 'hu' ? 'Ár' : 'Pricing'}</h2><p>${escapeHtml(language === 'hu' ? `Ár: ${price}.` : `It costs ${price}.`)}</p>` : ''
  const cta = `<p><a href="${escapeHtml(source.url)}">${language === 'hu' ? `Próbáld ki: ${name}` : `Try ${name} today`}</a></p>`
  return withSection(demoArticle(task), `${featureSection}${priceSection}${cta}`)
}

/**
 * The demo writer's answer to a chat instruction: the same article with the instruction noted
 * after its introduction, so a modification visibly changes the text (and can be undone).
 */
export function demoModification(task: { html: string; seo: { title: string; metaDescription: string; focusKeyword: string }; instruction: string; language: Language }): string {
  const note = task.language === 'hu' ? `Módosítva a kérésed szerint: ${task.instruction}` : `Changed as you asked: ${task.instruction}`
  return `<!--SEO ${JSON.stringify(task.seo)}-->\n${withSection(task.html, `<p><em>${escapeHtml(note)}</em></p>`)}`
}

// Openers the demo writer ties sentences with: each a transition word in Yoast's and our lists.
export const TRANSITIONS: Record<Language, string[]> = {
  en: ['Moreover', 'In addition', 'For example', 'As a result', 'Similarly', 'Therefore'],
  hu: ['Továbbá', 'Ezért', 'Például', 'Azonban', 'Tehát', 'Valamint'],
}
export const SUBHEADINGS: Record<Language, string[]> = {
  en: ['A closer look', 'What else matters', 'Putting it into practice', 'Small details that help'],
  hu: ['Közelebbről', 'Amire még figyelj', 'A gyakorlatban', 'Apró részletek'],
}

/** "Moreover, the sentence…": its first letter lower-cased unless the word is an acronym ("SEO"). */
export function tiedOn(sentence: string, opener: string): string {
  const acronym = /^\p{Lu}{2}/u.test(sentence)
  return `${opener}, ${acronym ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`
}

/** A long sentence as two: cut at the comma (or "and"/"és") nearest its middle. */
function splitInTwo(sentence: string, language: Language): string {
  const joints = [...sentence.matchAll(language === 'hu' ? /,\s+(?:és\s+)?|\s+és\s+/g : /,\s+(?:and\s+)?|\s+and\s+/g)]
  const middle = sentence.length / 2
  const joint = joints.sort((a, b) => Math.abs(a.index - middle) - Math.abs(b.index - middle))[0]
  if (!joint) return sentence
  const first = sentence.slice(0, joint.index).replace(/[,;:]$/, '')
  const rest = sentence.slice(joint.index + joint[0].length)
  return `${first}. ${capitaliseFirst(rest)}`
}

/** The sentence without a word the brand avoids (every time it occurs), its spacing tidied. */
function withoutWord(sentence: string, word: string): string {
  const pattern = new RegExp(wordPattern(word).source, 'giu')
  return capitaliseFirst(sentence.replace(pattern, '').replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim())
}

/**
 * What the demo writer answers to a repair request (src/server/articles/repair.ts): the parts the
 * failing checks ask for, in the words its own articles use, as the model's JSON.
 */
export function demoRepair(
  task: { keyword: string; language: Language; firstParagraph: string },
  failures: readonly string[],
  plan: { rewrites: { sentence: string; kind: 'long' | 'transition' | 'avoid'; word?: string }[]; subheadings: unknown[]; keyphraseSentences: number },
): string {
  const { keyword, language } = task
  const fixes: Record<string, unknown> = {}
  if (failures.includes('keyphraseInTitle')) fixes.title = `${capitaliseFirst(keyword)}: ${language === 'hu' ? 'gyakorlati útmutató' : 'a practical guide'}`
  if (failures.includes('keyphraseInMetaDescription') || failures.includes('metaDescriptionLength')) fixes.metaDescription = demoMeta(keyword, language)
  if (failures.includes('keyphraseInIntroduction')) fixes.firstParagraph = `${INTRO[language](keyword)} ${task.firstParagraph}`
  if (plan.keyphraseSentences) {
    fixes.sentences = Array.from({ length: plan.keyphraseSentences }, (_, n) => KEYWORD_SENTENCES[language][n % KEYWORD_SENTENCES[language].length]!(keyword))
  }
  if (plan.rewrites.length) {
    fixes.rewrites = Object.fromEntries(
      plan.rewrites.map((rewrite, i) => {
        const opener = TRANSITIONS[language][i % TRANSITIONS[language].length]!
        const text = rewrite.kind === 'long' ? splitInTwo(rewrite.sentence, language) : rewrite.kind === 'avoid' ? withoutWord(rewrite.sentence, rewrite.word ?? '') : tiedOn(rewrite.sentence, opener)
        return [String(i + 1), text]
      }),
    )
  }
  if (plan.subheadings.length) fixes.subheadings = plan.subheadings.map((_, i) => SUBHEADINGS[language][i % SUBHEADINGS[language].length])
  return JSON.stringify(fixes)
}

/** The demo writer's ten titles: the same grammatical templates the app falls back to. */
export function demoTitles(task: { keyword: string; language: Language }): string {
  return fallbackTitles(task.keyword, task.language)
    .map((title, index) => `${index + 1}. ${title}`)
    .join('\n')
}

/**
 * With no AI provider configured outside production: a clearly labelled writer that answers the
 * text its caller built for this request (demoArticle, demoTitles, a tool's own), streamed in
 * pieces so every screen behaves as with a model.
 */
export function demoProvider(write: () => string): AiProvider {
  return {
    name: 'demo',
    model: 'offline-demo',
    async generate() {
      return write()
    },
    async *stream(request) {
      for (const piece of write().match(/[^\n]+\n?/g) ?? []) {
        if (request.signal?.aborted) return
        await new Promise((r) => setTimeout(r, 20))
        yield piece
      }
    },
  }
}
