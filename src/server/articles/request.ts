import { z } from 'zod'

import { cleanInput, cleanKeyword, cleanTopic, type CleanInput } from '../content/input'
import { isWebAddress } from '@/shared/urls'
import { appNameFromUrl } from '@/shared/promo'
import { isLanguage, type Language } from '@/shared/language'
import { resolveLanguage } from '../content/language'
import { ARTICLE_SOURCES } from '@/shared/articles'
import { isArticleLength, type ArticleLength, type Outline } from '@/shared/outline'
import { voiceField, type VoiceChoice } from '../voices'
import { outlineSchema } from './outlineSchema'
import { MAX_LINKS } from '@/shared/links'
import type { ArticleInput } from './types'

const TOPIC_ERRORS = { empty: 'Please enter a topic!', tooLong: 'The topic can be at most 200 characters.', unsafe: 'The topic contains code that is not allowed.' }
const KEYWORD_ERRORS = { empty: 'Please enter a focus keyword!', tooLong: 'The focus keyword can be at most 100 characters.', unsafe: 'The focus keyword contains code that is not allowed.' }

/** Anything but a string reads as empty text: the SPEC messages speak of missing input, not of types. */
export const text = z.unknown().optional().transform((value) => (typeof value === 'string' ? value : ''))

/** Text cleaned by the SPEC 5 input rules (angle brackets, handlers, length), or their message as the issue. */
function cleanOrReport(clean: (raw: string) => CleanInput, errors: Record<keyof typeof TOPIC_ERRORS, string>, raw: string, ctx: z.RefinementCtx): string {
  const result = clean(raw)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: errors[result.reason] })
  return z.NEVER
}

/** A topic by the SPEC 5 rules (required, 200 characters, no script), as every writing tool reads it. */
export const topicField = text.transform((raw, ctx) => cleanOrReport(cleanTopic, TOPIC_ERRORS, raw, ctx))

/** A focus keyword the tool does not require (chat, instructions): empty when not given, else by the SPEC 5 rules. */
export const optionalKeywordField = text.transform((raw, ctx) => (raw.trim() ? cleanOrReport(cleanKeyword, KEYWORD_ERRORS, raw, ctx) : ''))

/** The user's reviewed outline (issue 35): written exactly as given. Absent, the planner makes one. */
export const outlineField = z
  .unknown()
  .optional()
  .transform((value, ctx): Outline | undefined => {
    if (value === undefined || value === null) return undefined
    const parsed = outlineSchema.safeParse(value)
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'The outline is not valid.' })
    return z.NEVER
  })

/**
 * The internal links the user accepted on the reviewed outline (issue 35): their pages' addresses,
 * only ever matched against the writer's own pages. Absent: the writer picks them itself.
 */
export const linksField = z.array(z.string().max(2048)).max(MAX_LINKS, `At most ${MAX_LINKS} internal links.`).optional()

/** short, medium or long (ARTICLE_LENGTHS); anything else: the tool's default (the instructions' own length, else medium). */
export const lengthField = z
  .unknown()
  .optional()
  .transform((value): ArticleLength | undefined => (isArticleLength(value) ? value : undefined))

/** SPEC 3 generation request (POST /api/ai/article) → a clean ArticleInput; the endpoint's only validation. */
export const articleRequestSchema = z
  .object({
    topic: topicField,
    focusKeyword: text.transform((raw, ctx) => cleanOrReport(cleanKeyword, KEYWORD_ERRORS, raw, ctx)),
    selectedTitle: text.transform((raw, ctx) => (raw.trim() ? cleanOrReport(cleanTopic, TOPIC_ERRORS, raw, ctx) : '')),
    url: text.pipe(z.string().trim().regex(/^(https?:\/\/\S+)?$/i, 'Please enter a valid URL or leave it empty!')),
    tone: text.transform((tone) => tone.trim().slice(0, 40) || 'professional'),
    preferredLanguage: text,
    source: z.unknown().optional().transform((source) => ARTICLE_SOURCES.find((known) => known === source) ?? 'keyword'),
    outline: outlineField,
    length: lengthField,
    voice: voiceField,
    links: linksField,
  })
  .transform(
    (body): ArticleInput => ({
      topic: body.topic,
      focusKeyword: body.focusKeyword,
      selectedTitle: body.selectedTitle || undefined,
      tone: body.tone,
      language: resolveLanguage(body.preferredLanguage || undefined, `${body.topic} ${body.focusKeyword} ${body.selectedTitle}`),
      url: body.url || undefined,
      source: body.source,
      outline: body.outline,
      length: body.length,
      voice: body.voice,
      links: body.links,
    }),
  )

/** The instructions of /prompt-to-post: longer than a topic, cleaned by the same rules. */
export const PROMPT_MAX = 2000
const PROMPT_ERRORS = {
  empty: 'Please enter the prompt text!',
  tooLong: `The prompt can be at most ${PROMPT_MAX} characters.`,
  unsafe: 'The prompt contains code that is not allowed.',
}

export type PromptInput = { prompt: string; focusKeyword?: string; url?: string; language: Language; outline?: Outline; length?: ArticleLength; voice?: VoiceChoice; links?: string[] }

/** POST /api/ai/prompt (SPEC 5 prompt tool): instructions required, URL optional but absolute. */
export const promptRequestSchema = z
  .object({
    prompt: text.transform((raw, ctx) => cleanOrReport((value) => cleanInput(value, PROMPT_MAX), PROMPT_ERRORS, raw, ctx)),
    focusKeyword: optionalKeywordField,
    url: text.pipe(z.string().trim().refine((url) => url === '' || isWebAddress(url), 'Please enter a valid URL or leave it empty!')),
    preferredLanguage: text,
    outline: outlineField,
    length: lengthField,
    voice: voiceField,
    links: linksField,
  })
  .transform(
    (body): PromptInput => ({
      prompt: body.prompt,
      focusKeyword: body.focusKeyword || undefined,
      url: body.url || undefined,
      // The instructions' own language decides, unless the screen names one.
      language: resolveLanguage(body.preferredLanguage || undefined, body.prompt),
      outline: body.outline,
      length: body.length,
      voice: body.voice,
      links: body.links,
    }),
  )

export type PromoInput = { url: string; appName: string; language?: Language; outline?: Outline; length?: ArticleLength; voice?: VoiceChoice; links?: string[] }

/** POST /api/ai/promo (SPEC 5 promo): a product URL, required and valid; the app name comes from it. */
export const promoRequestSchema = z
  .object({
    url: text.pipe(z.string().trim().min(1, 'Please enter a product URL!').refine(isWebAddress, 'Please enter a valid URL')),
    preferredLanguage: text,
    outline: outlineField,
    length: lengthField,
    voice: voiceField,
    links: linksField,
  })
  .transform((body): PromoInput => ({
    url: body.url,
    appName: appNameFromUrl(body.url),
    // Without a language from the screen, the product page's own language decides (src/server/articles/generate.ts).
    language: isLanguage(body.preferredLanguage) ? body.preferredLanguage : undefined,
    outline: body.outline,
    length: body.length,
    voice: body.voice,
    links: body.links,
  }))

/** POST /api/ai/image: the article to illustrate (SPEC 5: content first). */
export const imageRequestSchema = z.object({
  articleId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)], { error: 'Please generate content first before creating an image' }),
})
