/** SPEC 5: what the generator accepts as a topic and a focus keyword. */
import { collapseWhitespace } from '@/shared/text'

export const TOPIC_MAX = 200
export const KEYWORD_MAX = 100

export type InputProblem = 'empty' | 'tooLong' | 'unsafe'
export type CleanInput = { ok: true; value: string } | { ok: false; reason: InputProblem }

// Checked on what was typed, before stripping, so an attack is refused rather than silently repaired.
const UNSAFE_PATTERNS = [/<\s*script/i, /script\s*:/i, /\beval\s*\(/i, /\bexpression\s*\(/i]

export function isUnsafeInput(raw: string): boolean {
  return UNSAFE_PATTERNS.some((pattern) => pattern.test(raw))
}

/** Removes angle brackets, `javascript:` and `onclick=`-style handlers until nothing changes. */
export function stripUnsafe(raw: string): string {
  let value = raw
  for (;;) {
    // Repeat so that removing one piece cannot glue together a new one ("jajavascript:vascript:").
    const next = value.replace(/[<>]/g, '').replace(/javascript\s*:/gi, '').replace(/\bon\w+\s*=/gi, '')
    if (next === value) return collapseWhitespace(value)
    value = next
  }
}

/** SPEC 5 cleaning of free text: trimmed, not empty, no script patterns, at most `max` characters. */
export function cleanInput(raw: unknown, max: number): CleanInput {
  if (typeof raw !== 'string') return { ok: false, reason: 'empty' }
  const trimmed = raw.trim()
  if (!trimmed) return { ok: false, reason: 'empty' }
  if (isUnsafeInput(raw)) return { ok: false, reason: 'unsafe' }
  if (trimmed.length > max) return { ok: false, reason: 'tooLong' }
  const value = stripUnsafe(trimmed)
  // Only markup was typed, e.g. "<>".
  if (!value) return { ok: false, reason: 'empty' }
  return { ok: true, value }
}

export function cleanTopic(raw: unknown): CleanInput {
  return cleanInput(raw, TOPIC_MAX)
}

export function cleanKeyword(raw: unknown): CleanInput {
  return cleanInput(raw, KEYWORD_MAX)
}
