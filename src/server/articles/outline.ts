import 'server-only'

import type { Language } from '@/shared/language'
import type { Outline } from '@/shared/outline'
import { generateWithFallback, textProviders, type ProviderName } from '../ai'
import { demoOutline } from '../ai/demoOutline'
import type { SourcePage } from '../fetch/extract'
import type { WritingVoice } from '../voices'
import { outlineSchema } from './outlineSchema'
import { LANGUAGE_NAME, sourceLines, voiceLines } from './prompts'

/**
 * What the planner and the section writer know of an article, whichever tool asked for it: the
 * subject, the user's keyword and title when given, the tool's own brief (a promo's features, the
 * user's instructions) and the page it is written from.
 */
export type WritingTask = {
  language: Language
  tone: string
  topic: string
  targetWords: number
  /** The user's focus keyword; empty: the planner chooses one. */
  focusKeyword: string
  /** What the article is about when no keyword is named: the demo writer's keyword. */
  keywordGuess: string
  /** The title the user chose (the H1, word for word). */
  title?: string
  /** The user's own instructions (prompt-to-post): they win over the rules. */
  instructions?: string
  /** Lines only this tool asks for (the promo's structure and facts). */
  brief?: string[]
  source?: SourcePage
  /** A link the conclusion ends with (the promo's product page). */
  callToAction?: { url: string; label: string }
  /** The brand voice the user chose: every request carries it. */
  voice?: WritingVoice
}

const OUTLINE_SHAPE = '{"title": "...", "metaDescription": "...", "focusKeyword": "...", "sections": [{"heading": "...", "intent": "...", "subheadings": ["..."]}]}'

export const OUTLINE_SYSTEM = 'You are an expert SEO content strategist. You plan the structure of blog articles. Answer with JSON only: no Markdown, no code fences, no comments.'

/** How many H2 sections suit the length: about one per 250 words, 4 to 10. */
export const sectionCountFor = (targetWords: number) => Math.min(10, Math.max(4, Math.round(targetWords / 250)))

export function outlinePrompt(task: WritingTask): string {
  const count = sectionCountFor(task.targetWords)
  return [
    'Task: outline',
    `Plan an SEO blog article in ${LANGUAGE_NAME[task.language]} of about ${task.targetWords} words.`,
    `Topic: ${task.topic}`,
    task.focusKeyword ? `Focus keyword: "${task.focusKeyword}"` : 'Choose the focus keyword the topic is about (at most 3 words).',
    task.title ? `Title (the H1, word for word): ${task.title}` : 'Choose a compelling title of at most 60 characters that contains the focus keyword.',
    `Tone: ${task.tone}.`,
    ...(task.instructions ? ['The user’s instructions (they win over the rules below):', '"""', task.instructions, '"""'] : []),
    ...(task.brief ?? []),
    // The planner needs how the brand sounds and its words, not the whole sample.
    ...voiceLines(task.voice, { sample: false }),
    ...(task.source ? sourceLines(task.source) : []),
    '',
    'Rules:',
    `- ${count} H2 sections in reading order; the last one is the conclusion.`,
    '- Each section has a heading of at most 70 characters, a one-line intent (what the section tells the reader) and 0 to 3 H3 subheadings where they help.',
    '- About half of the H2 headings contain the focus keyword or a close variant; no two headings say the same thing.',
    '- The SEO title is at most 60 characters and contains the focus keyword; the meta description is 120 to 156 characters and contains it.',
    `- Answer with exactly this JSON shape, filled in: ${OUTLINE_SHAPE}`,
  ]
    .filter((line) => line !== '')
    .join('\n')
}

/** The planner's answer as an outline, or null when it is not one (a model that ignored the format). */
export function parseOutline(text: string): Outline | null {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  let json: unknown
  try {
    json = JSON.parse(text.slice(start, end + 1))
  } catch {
    return null
  }
  const parsed = outlineSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/**
 * The model's outline for the task (the demo writer's offline), or null when its answer was not an
 * outline: the caller then writes the article in one pass, as before outlines existed.
 */
export async function draftOutline(task: WritingTask): Promise<{ outline: Outline | null; provider: ProviderName; model: string }> {
  const { text, provider, model } = await generateWithFallback(
    { system: OUTLINE_SYSTEM, prompt: outlinePrompt(task), maxTokens: 2048, temperature: 0.5 },
    textProviders(() => demoOutline(task, sectionCountFor(task.targetWords))),
  )
  const outline = parseOutline(text)
  if (!outline) return { outline: null, provider, model }
  // The user's keyword and chosen title are the article's, whatever the planner wrote.
  return { outline: { ...outline, focusKeyword: task.focusKeyword || outline.focusKeyword, title: task.title || outline.title }, provider, model }
}
