import { convert } from 'html-to-text'
import juice from 'juice'
import Mustache from 'mustache'

import { allowedVariables } from '@/shared/emailTemplates'
import { escapeHtml } from '@/shared/text'

export type RenderedEmail = { subject: string; html: string; text: string }
export type TemplateText = { subject: string; html: string }

// Admins edit templates at will: parsed templates are not kept.
Mustache.templateCache = undefined

type Token = [type: string, value: string, start: number, end: number, children?: Token[]]

/** Why a template cannot be used (null when it can). Placeholders are {{name}} only: no raw output, sections or partials. */
export function templateProblem(text: string, type: string): string | null {
  let tokens: Token[]
  try {
    tokens = Mustache.parse(text) as Token[]
  } catch (error) {
    return `The template cannot be read: ${error instanceof Error ? error.message : String(error)}.`
  }
  const allowed = allowedVariables(type)
  for (const [kind, value] of flatten(tokens)) {
    if (kind === 'text' || kind === '!') continue
    if (kind !== 'name') return `Only simple placeholders such as {{username}} can be used; "${describe(kind, value)}" cannot.`
    if (!allowed.includes(value)) return `Unknown placeholder {{${value}}}. This template can use: ${allowed.map((name) => `{{${name}}}`).join(', ')}.`
  }
  return null
}

function describe(kind: string, value: string): string {
  const opening = { '&': '{{&', '#': '{{#', '^': '{{^', '/': '{{/', '>': '{{>', '=': '{{=' }[kind] ?? '{{'
  return `${opening}${value}}}`
}

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [token, ...(Array.isArray(token[4]) ? flatten(token[4]) : [])])
}

/** The placeholders a text uses, in order of first use (an unreadable text has none). */
export function placeholdersOf(...texts: string[]): string[] {
  const names = new Set<string>()
  for (const text of texts) {
    try {
      for (const [kind, value] of flatten(Mustache.parse(text) as Token[])) if (kind === 'name' || kind === '&') names.add(value)
    } catch {
      // an unreadable text is refused on save; it names nothing here
    }
  }
  return [...names]
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

/**
 * Fills a template: values are escaped in the HTML (and kept on one line in the subject), the
 * <style> rules are inlined for mail clients that drop them, and the plain-text part is derived
 * from the result. Only names the caller gives are looked up (no prototype, no functions).
 */
export function renderTemplate(template: TemplateText, values: Record<string, string | number>): RenderedEmail {
  const view: Record<string, string> = Object.create(null)
  for (const [name, value] of Object.entries(values)) view[name] = String(value)
  const subject = oneLine(Mustache.render(template.subject, view, {}, { escape: (value: string) => oneLine(value) }))
  const filled = Mustache.render(template.html, view, {}, { escape: escapeHtml })
  const html = juice(filled, { removeStyleTags: true, preserveMediaQueries: true })
  return { subject, html, text: plainTextOf(html) }
}

/** The plain-text part of a message: headings as written, links spelled out after their text. */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  })
}
