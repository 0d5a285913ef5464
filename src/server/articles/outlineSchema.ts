import { z } from 'zod'

import { OUTLINE_LIMITS } from '@/shared/outline'

// Server-side only: zod compiles its checks with new Function, which the pages' script policy
// forbids, so the screens read the limits from '@/shared/outline' and never load these.

/** Markup or script in a heading would reach the article's HTML: refused, as in every other input. */
const plain = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max).refine((value) => !/[<>]|javascript\s*:|\bon\w+\s*=/i.test(value), 'Headings cannot contain code.'))

export const outlineSectionSchema = z.object({
  heading: plain(OUTLINE_LIMITS.heading).pipe(z.string().min(1, 'Every section needs a heading.')),
  intent: plain(OUTLINE_LIMITS.intent).default(''),
  subheadings: z
    .array(plain(OUTLINE_LIMITS.heading))
    .max(OUTLINE_LIMITS.subheadings)
    .default([])
    .transform((list) => list.filter(Boolean)),
})

export const outlineSchema = z.object({
  title: plain(OUTLINE_LIMITS.title).default(''),
  metaDescription: plain(OUTLINE_LIMITS.metaDescription).default(''),
  focusKeyword: plain(OUTLINE_LIMITS.focusKeyword).default(''),
  sections: z
    .array(outlineSectionSchema)
    .min(OUTLINE_LIMITS.minSections, `An outline needs at least ${OUTLINE_LIMITS.minSections} sections.`)
    .max(OUTLINE_LIMITS.maxSections, `An outline can have at most ${OUTLINE_LIMITS.maxSections} sections.`),
})
