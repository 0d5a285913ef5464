import { z } from 'zod'

import { cleanKeyword, cleanTopic, type CleanInput } from '../content/input'
import { resolveLanguage } from '../content/language'
import { ARTICLE_SOURCES } from '@/shared/articles'
import type { ArticleInput } from './types'

const TOPIC_ERRORS = { empty: 'Please enter a topic!', tooLong: 'The topic can be at most 200 characters.', unsafe: 'The topic contains code that is not allowed.' }
const KEYWORD_ERRORS = { empty: 'Please enter a focus keyword!', tooLong: 'The focus keyword can be at most 100 characters.', unsafe: 'The focus keyword contains code that is not allowed.' }

/** Anything but a string reads as empty text: the SPEC messages speak of missing input, not of types. */
const text = z.unknown().optional().transform((value) => (typeof value === 'string' ? value : ''))

/** Text cleaned by the SPEC 5 input rules (angle brackets, handlers, length), or their message as the issue. */
function cleanOrReport(clean: (raw: string) => CleanInput, errors: typeof TOPIC_ERRORS, raw: string, ctx: z.RefinementCtx): string {
  const result = clean(raw)
  if (result.ok) return result.value
  ctx.addIssue({ code: 'custom', message: errors[result.reason] })
  return z.NEVER
}

/** SPEC 3 generation request (POST /api/ai/article) → a clean ArticleInput; the endpoint's only validation. */
export const articleRequestSchema = z
  .object({
    topic: text.transform((raw, ctx) => cleanOrReport(cleanTopic, TOPIC_ERRORS, raw, ctx)),
    focusKeyword: text.transform((raw, ctx) => cleanOrReport(cleanKeyword, KEYWORD_ERRORS, raw, ctx)),
    selectedTitle: text.transform((raw, ctx) => (raw.trim() ? cleanOrReport(cleanTopic, TOPIC_ERRORS, raw, ctx) : '')),
    url: text.pipe(z.string().trim().regex(/^(https?:\/\/\S+)?$/i, 'Please enter a valid URL or leave it empty!')),
    tone: text.transform((tone) => tone.trim().slice(0, 40) || 'professional'),
    preferredLanguage: text,
    source: z.unknown().optional().transform((source) => ARTICLE_SOURCES.find((known) => known === source) ?? 'keyword'),
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
    }),
  )
