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

const KEYWORDS = ['balcony compost', 'email marketing', 'sourdough starter', 'home office lighting', 'trail running shoes', 'kerti komposzt', 'online számlázás', 'indoor herbs', 'budget travel', 'podcast microphones']
const LENGTHS: ArticleLength[] = ['short', 'medium', 'long', 'medium', 'short']

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
}
const sorted = [...errors].sort((a, b) => a - b)
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
console.log(`articles: ${errors.length}; H2s equal to the outline, in order: ${adherent} of ${errors.length}`)
console.log(`length error against the target: min ${pct(sorted[0]!)}, p25 ${pct(at(0.25))}, median ${pct(at(0.5))}, p75 ${pct(at(0.75))}, max ${pct(sorted.at(-1)!)}; within ±15%: ${errors.filter((e) => Math.abs(e) <= 0.15).length} of ${errors.length}`)
process.exit(0)
