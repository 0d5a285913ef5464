import { allowedVariables, SAMPLE_VALUES } from '@/shared/emailTemplates'
import { placeholdersOf, renderTemplate, templateProblem, type RenderedEmail } from './render'

export type TemplatePreview =
  | ({ ok: true; variables: string[]; allowed: string[] } & RenderedEmail)
  | { ok: false; field: 'subject' | 'html'; problem: string; allowed: string[] }

/**
 * A template as its recipients would get it, filled with sample values (the editor's live preview),
 * or the first reason it could not be saved, with the field it is in.
 */
export function previewTemplate({ type, subject, html }: { type: string; subject: string; html: string }): TemplatePreview {
  const allowed = allowedVariables(type)
  for (const [field, text] of [['subject', subject], ['html', html]] as const) {
    const problem = templateProblem(text, type)
    if (problem) return { ok: false, field, problem, allowed }
  }
  return { ok: true, ...renderTemplate({ subject, html }, SAMPLE_VALUES), variables: placeholdersOf(subject, html), allowed }
}
