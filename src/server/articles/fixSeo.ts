import 'server-only'

import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'
import { titleChosenIn } from '@/shared/analysis'
import { languageOf } from '@/shared/language'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { runContentTask } from '../content/worker'
import { withGenerationSlot } from '../quota/slots'
import { costLimit } from '../rateLimit'
import { stringsOf } from './finish'
import { repairArticle } from './repair'

// Free of credits but a model call each: limited per user and per article (plans.ts).
const fixesByUser = costLimit('fixSeoPerUser', 'improve articles', 'account')
const fixesByArticle = costLimit('fixSeoPerArticle', 'improve articles', 'article')

/**
 * 'Improve' on a saved article: the same targeted repair pass as after writing, on the
 * owner's (or an admin's) article, free of charge but rate-limited. Answers the article and whether it changed.
 */
export async function fixArticleSeo(payload: Payload, user: User, id: string): Promise<{ article: Article; changed: boolean }> {
  const article = await findVisible(payload, 'articles', id, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found')
  if (article.status !== 'ready' || !article.content) throw new AppError('VALIDATION_ERROR', 'Only a finished article can be fixed.')
  // Counted after the article is known to be theirs: nobody spends another's article's allowance.
  await fixesByUser(payload, String(user.id))
  await fixesByArticle(payload, String(article.id))
  return withGenerationSlot(payload, user, 'fix-seo', () => repairAndSave(payload, article))
}

async function repairAndSave(payload: Payload, article: Article): Promise<{ article: Article; changed: boolean }> {
  const seo = { title: article.seo?.title ?? article.title, metaDescription: article.seo?.metaDescription ?? '', focusKeyword: article.seo?.focusKeyword ?? '' }
  // Scored afresh: the stored checks may predate a rule.
  const current = await runContentTask('score', { content: article.content, language: article.language, seo, voiceAvoid: article.voiceAvoid, linkHosts: article.linkHosts }, (article.content ?? '').length)
  const avoidWords = stringsOf(article.voiceAvoid)
  const repaired = await repairArticle({ ...current, title: article.title, seo, language: languageOf(article.language), titleChosen: titleChosenIn(article.input), avoidWords, siteHosts: stringsOf(article.linkHosts) })
  if (!repaired) return { article, changed: false }
  const saved = await payload.update({
    collection: 'articles',
    id: article.id,
    data: {
      content: repaired.content,
      seo: repaired.seo,
      score: repaired.score,
      seoChecks: repaired.seoChecks,
      readabilityScore: repaired.readabilityScore,
      readabilityChecks: repaired.readabilityChecks,
      unsourcedClaims: repaired.unsourcedClaims,
      avoidedWords: repaired.avoidedWords,
    },
    overrideAccess: true,
    depth: 0,
    context: { skipRescore: true },
  })
  return { article: saved, changed: true }
}
