import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { demoArticle } from '@/server/ai/demo'
import { finishArticle } from '@/server/articles/finish'
import { seoScore } from '@/server/content/seo'
import { fallbackTitles } from '@/server/content/titles'
import type { Language } from '@/shared/language'
import { defaultAnswer } from '../fakes/answers'

/**
 * How often our verdict on the four keyword checks agrees with Yoast SEO's content analysis (the
 * npm `yoastseo` Paper and SEOAssessor, the reference most WordPress users see). Yoast rates a
 * result bad (score ≤ 4), okay or good; "not bad" counts as a pass. The articles are the demo
 * writer's and a model-shaped answer's for several keywords in both languages, and variants of
 * each with one keyword rule broken on purpose, so both verdicts occur for every check.
 */
const CHECKS = {
  keywordInTitle: 'keyphraseInSEOTitle',
  keywordInFirstParagraph: 'introductionKeyword',
  keywordInMeta: 'metaDescriptionKeyword',
  keywordDensity: 'keyphraseDensity',
} as const
type CheckId = keyof typeof CHECKS

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

type Article = { name: string; html: string; title: string; meta: string; keyword: string; language: Language }

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
    { ...article, name: `${article.name} / opening without keyword`, html: article.html.replace(firstParagraph, PLAIN_OPENING[language]) },
    { ...article, name: `${article.name} / diluted`, html: article.html + FILLER[language].repeat(40) },
    { ...article, name: `${article.name} / stuffed`, html: article.html + stuffed },
  ]
}

function ours(article: Article): Record<CheckId, boolean> {
  const { checks } = seoScore({ html: article.html, title: article.title, metaDescription: article.meta, focusKeyword: article.keyword, language: article.language })
  return Object.fromEntries((Object.keys(CHECKS) as CheckId[]).map((id) => [id, checks.find((c) => c.id === id)!.passed])) as Record<CheckId, boolean>
}

/** Yoast's verdicts for every article, from one run of its analysis in a separate Node process. */
function yoastVerdicts(articles: Article[]): Record<CheckId, boolean>[] {
  const script = path.join(process.cwd(), 'tests/unit/support/yoastScores.cjs')
  const scores = JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(articles), maxBuffer: 16 << 20 }).toString()) as Record<string, number>[]
  return scores.map((byId) => Object.fromEntries(Object.entries(CHECKS).map(([id, yoastId]) => [id, (byId[yoastId] ?? 0) > 4])) as Record<CheckId, boolean>)
}

describe('agreement with Yoast SEO on the keyword checks', () => {
  const articles = KEYWORDS.flatMap(([keyword, language]) => generated(keyword, language)).flatMap(variants)
  const yoast = yoastVerdicts(articles)
  const verdicts = articles.flatMap((article, i) => {
    const [a, b] = [ours(article), yoast[i]!]
    return (Object.keys(CHECKS) as CheckId[]).map((check) => ({ article: article.name, check, ours: a[check], yoast: b[check] }))
  })

  it('covers both verdicts for every check', () => {
    for (const check of Object.keys(CHECKS)) {
      const ofCheck = verdicts.filter((v) => v.check === check)
      expect([check, ofCheck.some((v) => v.yoast), ofCheck.some((v) => !v.yoast)]).toEqual([check, true, true])
    }
  })

  it('agrees with Yoast on at least 90% of verdicts', () => {
    const agreed = verdicts.filter((v) => v.ours === v.yoast)
    const share = agreed.length / verdicts.length
    const perCheck = Object.keys(CHECKS).map((check) => {
      const ofCheck = verdicts.filter((v) => v.check === check)
      return `${check} ${ofCheck.filter((v) => v.ours === v.yoast).length}/${ofCheck.length}`
    })
    const disagreements = verdicts.filter((v) => v.ours !== v.yoast).map((v) => `${v.article} · ${v.check}: ours ${v.ours ? 'pass' : 'fail'}, Yoast ${v.yoast ? 'pass' : 'fail'}`)
    console.log(
      `Yoast agreement: ${agreed.length}/${verdicts.length} verdicts (${(share * 100).toFixed(1)}%) over ${articles.length} articles; ${perCheck.join(', ')}\n` +
        disagreements.join('\n'),
    )
    expect(share).toBeGreaterThanOrEqual(0.9)
  })
})
