// The article analysis (SEO + readability, src/server/content/analysis): `npm run bench:analysis`.
// Analyses English articles of about 3,000 and 30,000 words, a different one each round (the topic
// and sentence order change), and reports the median and p95 per article. Goals (issue 34):
// a 3,000-word article ≤ 20 ms median, a 30,000-word one ≤ 200 ms.
import { performance } from 'node:perf_hooks'

import { scoreAnalysis } from '../src/server/content/analysis'
import { longArticleHtml } from '../tests/support/longArticle.mjs'

const ROUNDS = Number(process.env.ROUNDS ?? 40)

const wordsIn = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length

/** `words` words, give or take a paragraph: sections of the realistic post, each with its own topic and order. */
function articleOf(words: number, seed: number): string {
  let html = ''
  for (let i = 0; wordsIn(html) < words; i++) {
    const post = longArticleHtml(`${['garden planning', 'cold brew', 'budget travel', 'home repair'][(seed + i) % 4]} ${seed}-${i}`, seed + i)
    for (const block of post.split(/(?<=<\/(?:p|ul|blockquote)>)/)) if (wordsIn(html) < words) html += block
  }
  return html
}

function measure(words: number) {
  const articles = Array.from({ length: ROUNDS }, (_, seed) => articleOf(words, seed))
  const counted = wordsIn(articles[0]!)
  // One unmeasured round: the first call compiles the code.
  scoreAnalysis({ html: articles[0]!, title: 'Garden planning', metaDescription: '', focusKeyword: 'garden planning', language: 'en' })
  const times = articles.map((html) => {
    const started = performance.now()
    // What an article stores: both check lists, both scores and the claims that need a source.
    scoreAnalysis({ html, title: 'Garden planning for a small yard', metaDescription: 'x'.repeat(140), focusKeyword: 'garden planning', language: 'en' })
    return performance.now() - started
  })
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1)
  console.log(`| ~${words.toLocaleString('en')} words (${counted.toLocaleString('en')} counted) | ${ROUNDS} | ${at(0.5)} ms | ${at(0.95)} ms |`)
}

console.log('| article | rounds | median | p95 |\n|---|---|---|---|')
measure(3_000)
measure(30_000)
