/** The article analysis as articles store it: the two check lists, their 0–100 scores and the claims that need a source. */
import { overallScore, type Check, type ReadabilityCheckId, type SeoCheckId, type UnsourcedClaim } from '@/shared/analysis'
import type { AvoidedWord } from '@/shared/voices'

import { analyzeArticle, type AnalysisInput } from './assessments'
import { unsourcedClaims } from './claims'
import { avoidedWords } from './voice'

export { analyzeArticle, type AnalysisInput } from './assessments'

export type ArticleScores = {
  score: number
  seoChecks: Check<SeoCheckId>[]
  readabilityScore: number
  readabilityChecks: Check<ReadabilityCheckId>[]
  /** Sentences stating a number, a year or a quotation without a link to a source. */
  unsourcedClaims: UnsourcedClaim[]
  /** Sentences using a word the article's brand voice avoids. */
  avoidedWords: AvoidedWord[]
}

/** `avoidWords`: the words the article's brand voice avoids (none without a voice). */
export function scoreAnalysis(input: AnalysisInput & { avoidWords?: readonly string[] }): ArticleScores {
  const { seo, readability } = analyzeArticle(input)
  return {
    score: overallScore(seo),
    seoChecks: seo,
    readabilityScore: overallScore(readability),
    readabilityChecks: readability,
    unsourcedClaims: unsourcedClaims(input.html, input.language),
    avoidedWords: avoidedWords(input.html, input.avoidWords ?? []),
  }
}
