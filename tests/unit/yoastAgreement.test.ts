import { execFile } from 'node:child_process'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { demoArticle } from '@/server/ai/demo'
import { finishArticle } from '@/server/articles/finish'
import { analyzeArticle } from '@/server/content/analysis'
import { levelOf, type Level } from '@/shared/analysis'
import { titleWidthPx } from '@/server/content/analysis/titleWidth'
import { titleSlug } from '@/server/content/slug'
import { fallbackTitles } from '@/server/content/titles'
import type { Language } from '@/shared/language'
import { defaultAnswer } from '../fakes/answers'
import { fleschLevel, YOAST_ID, type Id } from './support/yoastIds'

/**
 * The product's own articles (the demo writer's and a model-shaped answer's, for several keywords in
 * both languages, and variants of each with one keyword rule broken on purpose) analysed by us and by
 * Yoast SEO (npm `yoastseo`, run live): every assessment's level agrees on at least 90% of them.
 * The 650-article corpus with stored verdicts is tests/unit/analysisAgreement.test.ts.
 */
const KEYWORDS: [string, Language][] = [
  ['email marketing tips', 'en'],
  ['cold brew', 'en'],
  ['garden design', 'en'],
  ['content calendar', 'en'],
  ['running shoes for flat feet', 'en'],
  ['local seo', 'en'],
  ['budget travel in japan', 'en'],
  ['home espresso machine', 'en'],
  ['kávéfőzés otthon', 'hu'],
  ['kerttervezés', 'hu'],
  ['online marketing kisvállalkozásoknak', 'hu'],
]

type Article = { name: string; html: string; title: string; meta: string; keyword: string; language: Language; titleWidth?: number; slug?: string }

const FILLER: Record<Language, string> = {
  en: '<p>Plans change, teams grow and habits shift over the months. A calm routine, a clear checklist and honest notes help more than any single trick.</p>',
  hu: '<p>A tervek változnak, a csapatok nőnek, a szokások átalakulnak. A nyugodt rutin, a világos lista és az őszinte jegyzetek többet segítenek bármilyen trükknél.</p>',
}
const PLAIN_META: Record<Language, string> = {
  en: 'A practical guide with clear steps, real examples and the mistakes that cost beginners the most time, written for busy people.',
  hu: 'Gyakorlati útmutató világos lépésekkel, valós példákkal és a leggyakoribb hibákkal, elfoglalt embereknek írva, egyszerű nyelven.',
}
const PLAIN_TITLE: Record<Language, string> = { en: 'A practical guide for busy people', hu: 'Gyakorlati útmutató elfoglalt embereknek' }
const PLAIN_OPENING: Record<Language, string> = {
  en: '<p>This guide starts with the basics and ends with a plan you can follow this week.</p>',
  hu: '<p>Ez az útmutató az alapokkal kezdődik, és egy héten belül követhető tervvel zárul.</p>',
}

function generated(keyword: string, language: Language): Article[] {
  const title = fallbackTitles(keyword, language).find((t) => t.toLowerCase().includes(keyword) && t.length >= 30) ?? keyword
  const input = { topic: title, focusKeyword: keyword, selectedTitle: title, language }
  const answer = defaultAnswer(`Write an article about "${keyword}"`)
  const article = (name: string, { content, seo }: ReturnType<typeof finishArticle>): Article => ({
    name: `${name}: ${keyword}`,
    html: content,
    title: seo.title,
    meta: seo.metaDescription ?? '',
    keyword,
    language,
  })
  return [article('demo writer', finishArticle(demoArticle({ title, keyword, language }), input)), article('model answer', finishArticle(answer, input))]
}

/** One keyword rule broken at a time, as a writer (or a model) breaks it. */
function variants(article: Article): Article[] {
  const { language, keyword } = article
  const firstParagraph = /<p>[\s\S]*?<\/p>/
  const stuffed = Array.from({ length: 12 }, () => `<p>${keyword} ${keyword}, ${keyword}.</p>`).join('')
  return [
    article,
    { ...article, name: `${article.name} / meta without keyword`, meta: PLAIN_META[language] },
    { ...article, name: `${article.name} / title without keyword`, title: PLAIN_TITLE[language] },
    { ...article, name: `${article.name} / title too wide`, title: `${article.title}: ${PLAIN_TITLE[language]}, ${PLAIN_TITLE[language]}` },
    { ...article, name: `${article.name} / opening without keyword`, html: article.html.replace(firstParagraph, PLAIN_OPENING[language]) },
    { ...article, name: `${article.name} / diluted`, html: article.html + FILLER[language].repeat(40) },
    { ...article, name: `${article.name} / stuffed`, html: article.html + stuffed },
  ]
}

function ours(article: Article): Partial<Record<Id, Level>> {
  const { seo, readability } = analyzeArticle({ html: article.html, title: article.title, metaDescription: article.meta, focusKeyword: article.keyword, language: article.language })
  return Object.fromEntries([...seo, ...readability].map((check) => [check.id, check.level]))
}

/**
 * Yoast's scores, from its analysis run in separate Node processes (one per core: it takes about a
 * quarter of a second per article), with the title width WordPress would measure.
 */
async function yoastScores(articles: Article[]): Promise<Record<string, number>[]> {
  const script = path.join(process.cwd(), 'tests/unit/support/yoastScores.cjs')
  const input = articles.map((article) => ({ titleWidth: titleWidthPx(article.title), ...article }))
  const size = Math.ceil(input.length / Math.max(1, Math.min(availableParallelism(), 4)))
  const chunks = Array.from({ length: Math.ceil(input.length / size) }, (_, i) => input.slice(i * size, (i + 1) * size))
  const scored = await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise<Record<string, number>[]>((resolve, reject) => {
          const child = execFile(process.execPath, [script], { maxBuffer: 16 << 20 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Record<string, number>[])))
          child.stdin!.end(JSON.stringify(chunk))
        }),
    ),
  )
  return scored.flat()
}

/** Yoast's levels for every article. */
async function yoastLevels(articles: Article[]): Promise<Partial<Record<Id, Level>>[]> {
  const scores = await yoastScores(articles)
  return scores.map((byId) =>
    Object.fromEntries(
      (Object.keys(YOAST_ID) as Id[])
        .filter((id) => byId[YOAST_ID[id]] !== undefined && !(id === 'fleschReadingEase' && byId[YOAST_ID[id]]! < 0))
        .map((id) => [id, id === 'fleschReadingEase' ? fleschLevel(byId[YOAST_ID[id]]!) : levelOf(byId[YOAST_ID[id]]!)]),
    ),
  )
}

describe("agreement with Yoast SEO on the product's own articles", () => {
  const articles = KEYWORDS.flatMap(([keyword, language]) => generated(keyword, language)).flatMap(variants)
  let verdicts: { article: string; id: Id; ours: Level; yoast: Level }[] = []
  beforeAll(async () => {
    const yoast = await yoastLevels(articles)
    verdicts = articles.flatMap((article, i) => {
      const [a, b] = [ours(article), yoast[i]!]
      return (Object.keys(b) as Id[]).filter((id) => a[id]).map((id) => ({ article: article.name, id, ours: a[id]!, yoast: b[id]! }))
    })
  }, 300_000)

  it('compares every assessment', () => {
    expect(new Set(verdicts.map((v) => v.id))).toEqual(new Set(Object.keys(YOAST_ID)))
  })

  it("agrees with Yoast's exact level on at least 90% of each assessment's verdicts", () => {
    const table = (Object.keys(YOAST_ID) as Id[]).map((id) => {
      const of = verdicts.filter((v) => v.id === id)
      return { id, share: of.filter((v) => v.ours === v.yoast).length / of.length, n: of.length }
    })
    console.log(
      table.map((row) => `${row.id} ${(row.share * 100).toFixed(1)}% of ${row.n}`).join('\n') +
        '\n' +
        verdicts.filter((v) => v.ours !== v.yoast).map((v) => `${v.article} · ${v.id}: ours ${v.ours}, Yoast ${v.yoast}`).join('\n'),
    )
    for (const row of table) expect({ id: row.id, agrees: row.share >= 0.9 }).toEqual({ id: row.id, agrees: true })
  })
})

/**
 * The product's articles finished by hand as a careful writer would: the keyphrase opens the title and
 * sits in half the subheadings, an image with it in the alt text, a link out and one in. Our panel
 * shows them all green, and so does Yoast, on every assessment it runs (the slug as we publish it).
 */
function allGreen(article: Article): Article {
  const { keyword, language } = article
  const title = language === 'hu' ? `${keyword}: gyakorlati útmutató` : `${keyword[0]!.toUpperCase()}${keyword.slice(1)}: a practical guide`
  let h2 = 0
  const html = article.html
    .replace(/<h1>[\s\S]*?<\/h1>/, `<h1>${title}</h1>`)
    .replace(/<h2>([\s\S]*?)<\/h2>/g, (whole, text: string) => (h2++ % 2 === 0 ? `<h2>${text} (${keyword})</h2>` : whole))
    .replace(/<\/p>/, `</p>\n<p><img src="/media/cover.webp" alt="${keyword}"> <a href="https://en.wikipedia.org/wiki/Main_Page">Background reading</a> and <a href="/blog">more from our blog</a>.</p>`)
  return { ...article, name: `${article.name} / all green`, title, html, slug: titleSlug(title) }
}

describe('an article our panel shows all green', () => {
  const articles = KEYWORDS.flatMap(([keyword, language]) => generated(keyword, language).slice(0, 1)).map(allGreen)

  it('gets every light green from Yoast SEO too', async () => {
    const notGreen = articles.flatMap((article) => {
      const { seo, readability } = analyzeArticle({ html: article.html, title: article.title, metaDescription: article.meta, focusKeyword: article.keyword, language: article.language })
      return [...seo, ...readability].filter((check) => check.level !== 'good').map((check) => `${article.name} · ours ${check.id} ${JSON.stringify(check.detail)}`)
    })
    // Only articles we show all green are compared: the claim is about those.
    expect(notGreen).toEqual([])
    const yoast = await yoastScores(articles)
    const yoastNotGreen = articles.flatMap((article, i) =>
      Object.entries(yoast[i]!)
        .filter(([id, score]) => (id === 'fleschReadingEase' ? score >= 0 && fleschLevel(score) !== 'good' : levelOf(score) !== 'good'))
        .map(([id, score]) => `${article.name} · Yoast ${id} ${score}`),
    )
    expect(yoastNotGreen).toEqual([])
  })
})
