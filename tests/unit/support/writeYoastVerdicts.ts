// Scores the agreement corpus with Yoast SEO and stores the scores beside it:
// `npm run yoast:verdicts` (about ten minutes: yoastseo takes up to a second per long article).
// tests/unit/analysisAgreement.test.ts compares our analysis with this file, and fails when the
// corpus changed since it was written (its hash).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { analysisCorpus, type CorpusArticle } from './analysisCorpus'

export const VERDICTS_FILE = path.join(process.cwd(), 'tests/unit/support/yoastVerdicts.json')

export const corpusHash = (articles: CorpusArticle[]) => createHash('sha256').update(JSON.stringify(articles)).digest('hex')

export type StoredVerdicts = { corpus: string; yoastseo: string; scores: Record<string, number>[] }

if (process.argv[1]?.endsWith('writeYoastVerdicts.ts')) {
  const articles = analysisCorpus()
  const script = path.join(process.cwd(), 'tests/unit/support/yoastScores.cjs')
  const scores: Record<string, number>[] = []
  // In batches, so a long run shows progress.
  for (let i = 0; i < articles.length; i += 40) {
    const batch = articles.slice(i, i + 40)
    scores.push(...(JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(batch), maxBuffer: 64 << 20 }).toString()) as Record<string, number>[]))
    console.log(`${Math.min(i + 40, articles.length)}/${articles.length}`)
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/yoastseo/package.json'), 'utf8')) as { version: string }
  const stored: StoredVerdicts = { corpus: corpusHash(articles), yoastseo: version, scores }
  fs.writeFileSync(VERDICTS_FILE, `${JSON.stringify(stored)}\n`)
  console.log(`wrote ${VERDICTS_FILE}`)
}
