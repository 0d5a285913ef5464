// Outline adherence and length: `npm run bench:outline`. Writes 50 articles offline (the demo
// writer answers the planner and every part, as a model would, without keys) through the same
// planner, part writer and finishing the app uses, with a fifth of the outlines edited as a user
// would (renamed, reordered, one section removed, one added); reports how many articles' H2s equal
// their outline in order, and the distribution of the length error against the chosen target.
import { draftOutline, type WritingTask } from '../src/server/articles/outline'
import { finishArticle } from '../src/server/articles/finish'
import { writeInParts } from '../src/server/articles/sections'
import { htmlToPlainText } from '../src/server/content/html'
import { ARTICLE_LENGTHS, type ArticleLength, type Outline } from '../src/shared/outline'
import { escapeHtml, words } from '../src/shared/text'
import { articleSections, insertLinks, suggestLinks, type LinkTarget } from '../src/server/links/suggest'

const KEYWORDS = ['balcony compost', 'email marketing', 'sourdough starter', 'home office lighting', 'trail running shoes', 'kerti komposzt', 'online számlázás', 'indoor herbs', 'budget travel', 'podcast microphones']
const LENGTHS: ArticleLength[] = ['short', 'medium', 'long', 'medium', 'short']

/**
 * The writer's own pages the articles may link to, as a real blog's long tail: for each keyword a
 * handful of related pages, and many more on other subjects (300 in all), each with its headings.
 */
const ANGLES = ['mistakes to avoid', 'for beginners', 'on a budget', 'tools compared', 'checklist', 'in winter', 'step by step', 'myths']
const OTHER = ['tax deadlines', 'wedding photography', 'kitchen remodel', 'dog training', 'crypto wallets', 'yoga at home', 'used cars', 'wine pairing', 'python testing', 'solar panels', 'bike commuting', 'baby sleep', 'chess openings', 'resume writing', 'aquarium plants', 'guitar chords', 'meal prep', 'camping gear', 'interior paint', 'phone photography']
const targets: LinkTarget[] = [
  ...KEYWORDS.flatMap((keyword) => ANGLES.map((angle) => ({ keyword: `${keyword} ${angle}`, title: `${keyword[0]!.toUpperCase()}${keyword.slice(1)} ${angle}` }))),
  ...Array.from({ length: 300 - KEYWORDS.length * ANGLES.length }, (_, i) => {
    const subject = OTHER[i % OTHER.length]!
    return { keyword: subject, title: `${subject[0]!.toUpperCase()}${subject.slice(1)}: part ${Math.floor(i / OTHER.length) + 1}` }
  }),
].map((page, i) => ({ ...page, url: `https://site.example/${i}/`, headings: [`Why ${page.keyword} matters`, `Getting started with ${page.keyword}`] }))
const linksPerArticle: number[] = []
const linkMs: number[] = []
let offTopic = 0

function edit(outline: Outline): Outline {
  const sections = [...outline.sections]
  sections[0] = { ...sections[0]!, heading: `${sections[0]!.heading} (edited)` }
  const [moved] = sections.splice(2, 1)
  sections.splice(1, 0, moved!)
  sections.splice(3, 1)
  sections.splice(sections.length - 1, 0, { heading: 'A section the user added', intent: 'Added by hand.', subheadings: [] })
  return { ...outline, sections }
}

const errors: number[] = []
let adherent = 0
for (let n = 0; n < 50; n++) {
  const keyword = KEYWORDS[n % KEYWORDS.length]!
  const language = /á|é|ó|ö|ü|ő|ű|í/.test(keyword) ? 'hu' : 'en'
  const targetWords = ARTICLE_LENGTHS[LENGTHS[n % LENGTHS.length]!]
  const task: WritingTask = { language, tone: 'professional', topic: keyword, targetWords, focusKeyword: keyword, keywordGuess: keyword }
  const planned = (await draftOutline(task)).outline!
  const outline = n % 5 === 0 ? edit(planned) : planned
  let assembled = ''
  for await (const event of writeInParts(task, outline)) if (event.type === 'assembled') assembled = event.text
  const finished = finishArticle(assembled, { topic: keyword, focusKeyword: keyword, language })
  const h2s = [...finished.content.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])
  if (JSON.stringify(h2s) === JSON.stringify(outline.sections.map((s) => escapeHtml(s.heading)))) adherent++
  errors.push((words(htmlToPlainText(finished.content)).length - targetWords) / targetWords)
  const started = performance.now()
  const { linked } = insertLinks(finished.content, suggestLinks(articleSections(finished.content, finished.title), targets, language))
  linkMs.push(performance.now() - started)
  linksPerArticle.push(linked.length)
  offTopic += linked.filter((url) => !targets.find((target) => target.url === url)!.keyword.startsWith(keyword)).length
}
const sorted = [...errors].sort((a, b) => a - b)
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
console.log(`articles: ${errors.length}; H2s equal to the outline, in order: ${adherent} of ${errors.length}`)
console.log(`length error against the target: min ${pct(sorted[0]!)}, p25 ${pct(at(0.25))}, median ${pct(at(0.5))}, p75 ${pct(at(0.75))}, max ${pct(sorted.at(-1)!)}; within ±15%: ${errors.filter((e) => Math.abs(e) <= 0.15).length} of ${errors.length}`)
const spread = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b)
  return `min ${ordered[0]}, median ${ordered[Math.floor(ordered.length / 2)]}, max ${ordered.at(-1)}`
}
console.log(`internal links inserted per article (${targets.length} pages of the writer's own): ${spread(linksPerArticle)}; articles with 2 or more: ${linksPerArticle.filter((n) => n >= 2).length} of ${linksPerArticle.length}; links to a page on another subject: ${offTopic}`)
console.log(`suggesting and placing them: ${spread(linkMs.map((ms) => Math.round(ms * 10) / 10))} ms per article`)
process.exit(0)
