/**
 * The article analysis as the screens see it (the rules are in src/server/content/analysis): each
 * check has Yoast SEO's three levels, and the two scores are Yoast's overall scores on 0–100.
 */

export type Level = 'good' | 'ok' | 'bad'

export const SEO_CHECKS = [
  'keyphraseLength',
  'keyphraseInTitle',
  'titleWidth',
  'keyphraseInIntroduction',
  'keyphraseDensity',
  'keyphraseInMetaDescription',
  'metaDescriptionLength',
  'keyphraseInSubheadings',
  'keyphraseInImageAlt',
  'textLength',
  'singleH1',
  'outboundLinks',
  'internalLinks',
] as const
export const READABILITY_CHECKS = [
  'sentenceLength',
  'paragraphLength',
  'subheadingDistribution',
  'passiveVoice',
  'transitionWords',
  'sentenceBeginnings',
  'fleschReadingEase',
] as const

export type SeoCheckId = (typeof SEO_CHECKS)[number]
export type ReadabilityCheckId = (typeof READABILITY_CHECKS)[number]
export type CheckId = SeoCheckId | ReadabilityCheckId

/** One assessment: Yoast's score (9 good, 5–7 needs improvement, 4 or less a problem), its level and what it measured. */
export type Check<Id extends string = CheckId> = { id: Id; score: number; level: Level; detail: Record<string, number> }

/** The light of a check's score, as Yoast draws it. */
export function levelOf(score: number): Level {
  return score > 7 ? 'good' : score > 4 ? 'ok' : 'bad'
}

/** A list's score on 0–100: each check's score out of 9, as Yoast sums its lights. */
export function overallScore(checks: readonly Pick<Check, 'score'>[]): number {
  if (!checks.length) return 0
  const sum = checks.reduce((total, check) => total + Math.min(9, Math.max(0, check.score)), 0)
  return Math.round((sum / (9 * checks.length)) * 100)
}

/** The light of an overall score: 0–100 in Yoast's bands (over 70 good, over 40 needs improvement). */
export function overallLevel(score: number): Level {
  return levelOf(score / 10)
}

export type ClaimKind = 'percentage' | 'money' | 'statistic' | 'year' | 'quotation'
/** A sentence that states a checkable fact with no link to where it comes from. */
export type UnsourcedClaim = { sentence: string; kinds: ClaimKind[] }

/** Reads a stored claim list (JSON from the database or the API). */
export function claimsOf(value: unknown): UnsourcedClaim[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is UnsourcedClaim => !!item && typeof item === 'object' && typeof item.sentence === 'string' && Array.isArray(item.kinds))
}

/** Reads a stored check list (JSON from the database or the API): anything else is no list. */
export function checksOf(value: unknown): Check[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is Check =>
      !!item && typeof item === 'object' && typeof item.id === 'string' && typeof item.score === 'number' && ['good', 'ok', 'bad'].includes(item.level),
  )
}

/**
 * What a targeted rewrite of parts can fix ('Improve' and the pass after writing): the SEO title
 * (unless the user chose it), the meta description, the first paragraph, too few keyphrase
 * mentions, long paragraphs and sentences, a long section without a subheading, too few
 * transitions. The length and links need new content: those are left to the user.
 */
export const REPAIRABLE_CHECKS = [
  'keyphraseInTitle',
  'keyphraseInMetaDescription',
  'metaDescriptionLength',
  'keyphraseInIntroduction',
  'keyphraseDensity',
  'paragraphLength',
  'sentenceLength',
  'subheadingDistribution',
  'transitionWords',
] as const
export type RepairableCheck = (typeof REPAIRABLE_CHECKS)[number]

/**
 * The checks a repair pass works on: the server's pass and the 'Improve' button follow this one
 * rule. A keyphrase used too often cannot be fixed by adding text; a title the user chose stays.
 */
export function repairableFailures(checks: readonly Check[], { titleChosen = true }: { titleChosen?: boolean } = {}): RepairableCheck[] {
  return checks
    .filter((check): check is Check<RepairableCheck> => check.level !== 'good' && (REPAIRABLE_CHECKS as readonly string[]).includes(check.id))
    .filter((check) => check.id !== 'keyphraseDensity' || (check.detail.count ?? 0) < (check.detail.minCount ?? 0))
    .filter((check) => check.id !== 'keyphraseInTitle' || !titleChosen)
    .map((check) => check.id)
}

/** Whether the user picked the article's title (the keyword writer's ten titles): a repair leaves it. */
export function titleChosenIn(input: unknown): boolean {
  return !!input && typeof input === 'object' && typeof (input as { selectedTitle?: unknown }).selectedTitle === 'string' && !!(input as { selectedTitle: string }).selectedTitle.trim()
}
