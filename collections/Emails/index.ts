import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'
import { serverOnlyField } from '../access/serverSet'

/**
 * The outbox: every e-mail the product sends is recorded here first. Without SMTP it is where a
 * developer finds the links; with SMTP, failed messages wait here for the retry task.
 */
// What was sent is a record: nobody edits it through the API (an admin may still change the status,
// e.g. to have a failed message retried).
const sentContent = { access: serverOnlyField }

export const Emails: CollectionConfig = {
  slug: 'emails',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'type', 'status', 'attempts', 'createdAt'],
    group: 'System',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true, ...sentContent },
    { name: 'subject', type: 'text', required: true, ...sentContent },
    { name: 'type', type: 'text', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['queued', 'pending', 'sent', 'logged', 'failed', 'skipped'].map((value) => ({ label: value, value })),
      admin: {
        description:
          'queued: waiting for its turn in a campaign; logged: no SMTP server is configured, the message was written to the server log; skipped: a campaign message whose recipient unsubscribed or was deleted before it went out.',
      },
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    {
      name: 'dedupeKey',
      type: 'text',
      unique: true,
      admin: { description: 'Messages that must go out at most once (e.g. one subscription confirmation per user, tier and day).' },
    },
    { name: 'campaign', type: 'text', index: true, admin: { description: 'The campaign a queued message belongs to (e.g. welcome:2026-11).' }, ...sentContent },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'The recipient, for campaign messages.' }, ...sentContent },
    { name: 'lastError', type: 'textarea' },
    { name: 'sentAt', type: 'date' },
    { name: 'html', type: 'code', admin: { language: 'html' }, ...sentContent },
    { name: 'text', type: 'textarea', ...sentContent },
    // Sent again with the message on a retry (List-Unsubscribe of a campaign message).
    { name: 'headers', type: 'json', ...sentContent },
  ],
  timestamps: true,
}
