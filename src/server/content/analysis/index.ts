/** The article analysis as articles store it: the two check lists and their 0–100 scores. */
import { overallScore, type Check, type ReadabilityCheckId, type SeoCheckId } from '@/shared/analysis'

import { analyzeArticle, type AnalysisInput } from './assessments'

export { analyzeArticle, type AnalysisInput } from './assessments'
export { unsourcedClaims } from './claims'

export type ArticleScores = {
  score: number
  seoChecks: Check<SeoCheckId>[]
  readabilityScore: number
  readabilityChecks: Check<ReadabilityCheckId>[]
}

export function scoreAnalysis(input: AnalysisInput): ArticleScores {
  const { seo, readability } = analyzeArticle(input)
  return { score: overallScore(seo), seoChecks: seo, readabilityScore: overallScore(readability), readabilityChecks: readability }
}
