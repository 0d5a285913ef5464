import 'server-only'

import type { Payload, TaskConfig } from 'payload'

import { MAX_DELIVERY_ATTEMPTS, OUTBOX_ID_HEADER } from './outboxAdapter'

function storedHeaders(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** Sends every failed outbox message again, up to MAX_DELIVERY_ATTEMPTS in all. */
export async function retryFailedEmails(payload: Payload): Promise<{ retried: number; sent: number }> {
  const failed = await payload.find({
    collection: 'emails',
    where: { and: [{ status: { equals: 'failed' } }, { attempts: { less_than: MAX_DELIVERY_ATTEMPTS } }] },
    depth: 0,
    limit: 50,
    sort: 'updatedAt',
    overrideAccess: true,
  })
  let sent = 0
  for (const email of failed.docs) {
    try {
      await payload.sendEmail({
        to: email.to,
        subject: email.subject,
        html: email.html ?? undefined,
        text: email.text ?? undefined,
        headers: { ...storedHeaders(email.headers), [OUTBOX_ID_HEADER]: String(email.id) },
      })
      sent++
    } catch {
      // recorded on the outbox record by the adapter
    }
  }
  return { retried: failed.docs.length, sent }
}

export const retryEmailsTask: TaskConfig = {
  slug: 'retryEmails',
  label: 'Retry failed e-mails',
  schedule: [{ cron: '* * * * *', queue: 'email' }],
  handler: async ({ req }) => {
    const output = await retryFailedEmails(req.payload)
    if (output.retried) req.payload.logger.info(`E-mail retry: ${output.sent} of ${output.retried} failed message(s) sent.`)
    return { output }
  },
}
