/** The article analysis as articles store it: the two check lists, their 0–100 scores and the claims that need a source. */
import { overallScore, type Check, type ReadabilityCheckId, type SeoCheckId, type UnsourcedClaim } from '@/shared/analysis'

import { analyzeArticle, type AnalysisInput } from './assessments'
import { unsourcedClaims } from './claims'

export { analyzeArticle, type AnalysisInput } from './assessments'

export type ArticleScores = {
  score: number
  seoChecks: Check<SeoCheckId>[]
  readabilityScore: number
  readabilityChecks: Check<ReadabilityCheckId>[]
  /** Sentences stating a number, a year or a quotation without a link to a source. */
  unsourcedClaims: UnsourcedClaim[]
}

export function scoreAnalysis(input: AnalysisInput): ArticleScores {
  const { seo, readability } = analyzeArticle(input)
  return {
    score: overallScore(seo),
    seoChecks: seo,
    readabilityScore: overallScore(readability),
    readabilityChecks: readability,
    unsourcedClaims: unsourcedClaims(input.html, input.language),
  }
}
