import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { LANGUAGES } from '@/shared/language'
import { SUGGESTED_EMAIL_TYPES } from '@/shared/emailTemplates'
import { placeholdersOf, templateProblem } from '../../src/server/email/render'

/** A subject or HTML that uses a placeholder its type does not have is refused, naming it. */
const knownPlaceholders = (value: string | null | undefined, { siblingData, required }: { siblingData: unknown; required?: boolean }): string | true => {
  if (!value) return required ? 'This field is required.' : true
  const type = String((siblingData as { type?: unknown }).type ?? '').trim()
  return templateProblem(value, type) ?? true
}

/**
 * A type changed on its own (PATCH {type}) is checked against the stored subject and HTML: Payload
 * validates only the fields a request sends, and they may use placeholders the new type lacks.
 */
const textFitsType: CollectionBeforeValidateHook = ({ data, originalDoc, operation, collection }) => {
  if (operation !== 'update' || !data || typeof data.type !== 'string' || data.type.trim() === originalDoc?.type) return data
  const type = data.type.trim()
  for (const field of ['subject', 'html'] as const) {
    if (field in data) continue
    const problem = templateProblem(String(originalDoc?.[field] ?? ''), type)
    if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ path: field, message: problem }] })
  }
  return data
}

/**
 * The text of every e-mail the product sends, per type and language (SPEC 9). The product seeds
 * its own texts once; an admin's edit is kept. A type of the product's own is sent from here; other
 * types (free text) may be kept for later use.
 */
export const EmailTemplates: CollectionConfig = {
  slug: 'email-templates',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['type', 'language', 'subject', 'updatedAt'],
    group: 'System',
    description: `Placeholders are written {{name}}; each type lists the ones it can use. Deleting one of the product's own templates sends its built-in text again.`,
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'type',
  indexes: [{ fields: ['type', 'language'], unique: true }],
  hooks: { beforeValidate: [textFitsType] },
  fields: [
    {
      name: 'type',
      type: 'text',
      required: true,
      index: true,
      admin: { description: `Free text. The product sends: ${SUGGESTED_EMAIL_TYPES.join(', ')}.` },
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      validate: (value: string | null | undefined) => (value && value.trim() ? (value.trim().length <= 64 ? true : 'At most 64 characters.') : 'Type is required.'),
    },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: LANGUAGES.map((value) => ({ label: value, value })) },
    { name: 'subject', type: 'text', required: true, maxLength: 300, validate: knownPlaceholders },
    // A textarea, not a code field: the code editor loads from a CDN, and a self-hosted admin may have no internet.
    { name: 'html', type: 'textarea', required: true, admin: { rows: 18 }, validate: knownPlaceholders },
    {
      name: 'variables',
      type: 'text',
      admin: { readOnly: true, description: 'The placeholders this template uses (derived on save).' },
      // Whatever is sent, the value is what the subject and HTML use.
      hooks: {
        beforeChange: [({ siblingData, originalDoc }) => placeholdersOf(siblingData.subject ?? originalDoc?.subject ?? '', siblingData.html ?? originalDoc?.html ?? '').join(', ')],
      },
    },
  ],
  timestamps: true,
}
