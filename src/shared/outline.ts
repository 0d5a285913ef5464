/**
 * An article's outline (issue 35): its H2 sections in order, each with a one-line intent and
 * optional H3s, plus the SEO data the planner chose. The writer writes exactly these sections,
 * one request each, so the article's structure is the outline's.
 */
export type OutlineSection = { heading: string; intent: string; subheadings: string[] }
export type Outline = { title: string; metaDescription: string; focusKeyword: string; sections: OutlineSection[] }

export const OUTLINE_LIMITS = { minSections: 2, maxSections: 12, heading: 120, intent: 240, subheadings: 5, title: 200, metaDescription: 320, focusKeyword: 100 } as const

/** The lengths a writer offers, in words; the article meets its target within about 15%. */
export const ARTICLE_LENGTHS = { short: 800, medium: 1500, long: 2500 } as const
export type ArticleLength = keyof typeof ARTICLE_LENGTHS
export const DEFAULT_LENGTH: ArticleLength = 'medium'
export const isArticleLength = (value: unknown): value is ArticleLength => typeof value === 'string' && value in ARTICLE_LENGTHS

/** A part longer than this gets H3 subheadings of its own (no stretch of over 300 words without one). */
export const LONG_PART_WORDS = 280

/** One part the writer asks for: the introduction (no heading) or a section of the outline. */
export type ArticlePart = { kind: 'introduction' } | { kind: 'section'; index: number; section: OutlineSection; last: boolean }

/** The article's parts in order: the introduction, then every section. */
export function partsOf(outline: Outline): ArticlePart[] {
  return [{ kind: 'introduction' }, ...outline.sections.map((section, index) => ({ kind: 'section' as const, index, section, last: index === outline.sections.length - 1 }))]
}

/**
 * Each part's share of the target words: the introduction and the conclusion about 8% each (at
 * least 60 words), the sections between them the rest, evenly. The shares add up to the target.
 */
export function wordTargets(sectionCount: number, targetWords: number): number[] {
  const edge = Math.max(60, Math.round(targetWords * 0.08))
  if (sectionCount <= 1) return [edge, Math.max(60, targetWords - edge)]
  const middle = sectionCount - 1
  const rest = Math.max(middle * 60, targetWords - 2 * edge)
  const each = Math.floor(rest / middle)
  const shares = [edge, ...Array.from({ length: middle }, (_, i) => each + (i < rest - each * middle ? 1 : 0)), edge]
  return shares
}
