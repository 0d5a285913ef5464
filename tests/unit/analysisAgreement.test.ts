/**
 * Issue 34: the article analysis agrees with Yoast SEO (npm `yoastseo`, what WordPress users see
 * after we publish), assessment by assessment, on a corpus of real-world-shaped articles in English
 * and Hungarian (tests/unit/support/analysisCorpus.ts). Goals: Yoast's green / not green on at least
 * 97% of articles for every assessment, and its exact level (good / needs improvement / problem)
 * on at least 90%.
 */
import fs from 'node:fs'

import { analyzeArticle, levelOf, type Level } from '@/server/content/analysis/assessments'
import { analysisCorpus } from './support/analysisCorpus'
import { corpusHash, VERDICTS_FILE, type StoredVerdicts } from './support/writeYoastVerdicts'
import { fleschLevel, YOAST_ID, type Id } from './support/yoastIds'


/** Yoast's scores, stored by `npm run yoast:verdicts` (yoastseo takes up to a second per long article). */
const stored = JSON.parse(fs.readFileSync(VERDICTS_FILE, 'utf8')) as StoredVerdicts

type Verdict = { article: string; id: Id; ours: Level; yoast: Level }

describe('agreement with Yoast SEO, assessment by assessment', () => {
  const articles = analysisCorpus()
  const yoast = stored.scores
  const verdicts: Verdict[] = articles.flatMap((article, i) => {
    const analysis = analyzeArticle({ html: article.html, title: article.title, metaDescription: article.meta, focusKeyword: article.keyword, language: article.language })
    return [...analysis.seo, ...analysis.readability].flatMap((result): Verdict[] => {
      const theirs = yoast[i]![YOAST_ID[result.id]]
      // Yoast's "no data" (-1): too few words for a Flesch value. The title's width is measured by the
      // browser in WordPress and was not given here: tests/unit/yoastAgreement.test.ts compares it.
      if (theirs === undefined || (result.id === 'fleschReadingEase' && theirs < 0) || result.id === 'titleWidth') return []
      const yoastLevel = result.id === 'fleschReadingEase' ? fleschLevel(theirs) : levelOf(theirs)
      return [{ article: article.name, id: result.id, ours: result.level, yoast: yoastLevel }]
    })
  })
  const table = (Object.keys(YOAST_ID) as Id[]).filter((id) => id !== 'titleWidth').map((id) => {
    const of = verdicts.filter((v) => v.id === id)
    const green = of.filter((v) => (v.ours === 'good') === (v.yoast === 'good')).length
    const exact = of.filter((v) => v.ours === v.yoast).length
    return { id, n: of.length, green: of.length ? green / of.length : 1, exact: of.length ? exact / of.length : 1 }
  })

  it("compares with Yoast's scores of this very corpus (else: npm run yoast:verdicts)", () => {
    expect(stored.corpus).toBe(corpusHash(articles))
    expect(yoast).toHaveLength(articles.length)
  })

  it('is measured on a corpus of at least 528 articles in both languages', () => {
    expect(articles.length).toBeGreaterThanOrEqual(528)
    expect(new Set(articles.map((a) => a.language))).toEqual(new Set(['en', 'hu']))
  })

  it('agrees with Yoast: green / not green ≥ 97% and the exact level ≥ 90%, for every assessment', () => {
    const pct = (share: number) => `${(share * 100).toFixed(1)}%`
    const disagreements = verdicts.filter((v) => v.ours !== v.yoast)
    console.log(
      `Yoast agreement over ${articles.length} articles\n| assessment | articles | green / not green | exact level |\n|---|---|---|---|\n` +
        table.map((row) => `| ${row.id} | ${row.n} | ${pct(row.green)} | ${pct(row.exact)} |`).join('\n') +
        `\nFirst disagreements:\n${disagreements.slice(0, 60).map((v) => `${v.article} · ${v.id}: ours ${v.ours}, Yoast ${v.yoast}`).join('\n')}`,
    )
    for (const row of table) {
      expect({ id: row.id, green: row.green >= 0.97, exact: row.exact >= 0.9 }).toEqual({ id: row.id, green: true, exact: true })
    }
  })
})
