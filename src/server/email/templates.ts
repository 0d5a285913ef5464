import 'server-only'

import type { Payload } from 'payload'

import { EMAIL_TYPES, type EmailType, type EmailValues } from '@/shared/emailTemplates'
import { LANGUAGES, type Language } from '@/shared/language'
import { sql } from '@payloadcms/db-postgres'
import { drizzle } from '../db/sql'
import { serverUrl } from '../env'
import { defaultTemplate } from './defaults'
import { placeholdersOf, renderTemplate, type RenderedEmail, type TemplateText } from './render'

export type { RenderedEmail } from './render'

export const PRODUCT_NAME = 'SEO Writer'

/** The values every template may use. */
export function commonValues(): Record<'siteName' | 'siteUrl', string> {
  return { siteName: PRODUCT_NAME, siteUrl: serverUrl('/') }
}

/** The admin's text for this type and language; the built-in one when there is none (deleted, or not seeded yet). */
export async function templateFor(payload: Payload, type: EmailType, language: Language): Promise<TemplateText> {
  const stored = await payload.find({
    collection: 'email-templates',
    where: { and: [{ type: { equals: type } }, { language: { equals: language } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const record = stored.docs[0]
  return record ? { subject: record.subject, html: record.html } : defaultTemplate(type, language)
}

/** One of the product's e-mails in the recipient's language, from its template. */
export async function renderEmail<T extends EmailType>(payload: Payload, type: T, language: Language, values: EmailValues<T>): Promise<RenderedEmail> {
  return renderTemplate(await templateFor(payload, type, language), { ...commonValues(), ...values })
}

/**
 * Writes the built-in text of every type and language that has no template yet, in one statement
 * per text that leaves an existing one alone (several instances may start at once). An admin's
 * edit is therefore never overwritten; a deleted template comes back at the next start.
 */
export async function seedEmailTemplates(payload: Payload): Promise<number> {
  let added = 0
  for (const type of Object.keys(EMAIL_TYPES) as EmailType[]) {
    for (const language of LANGUAGES) {
      const { subject, html } = defaultTemplate(type, language)
      const variables = placeholdersOf(subject, html).join(', ')
      const { rows } = await drizzle(payload).execute(sql`
        INSERT INTO "email_templates" ("type", "language", "subject", "html", "variables", "updated_at", "created_at")
        VALUES (${type}, ${language}, ${subject}, ${html}, ${variables}, now(), now())
        ON CONFLICT ("type", "language") DO NOTHING
        RETURNING "id"`)
      added += rows.length
    }
  }
  return added
}
