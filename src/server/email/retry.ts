import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { drizzle } from '../db/sql'
import { MAX_DELIVERY_ATTEMPTS, OUTBOX_ID_HEADER } from './outboxAdapter'

function storedHeaders(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** Takes a failed message for this pass: false when another pass took it first (it must not go out twice). */
async function claimFailed(payload: Payload, id: number | string): Promise<boolean> {
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "emails" SET "status" = 'pending', "updated_at" = now() WHERE "id" = ${Number(id)} AND "status" = 'failed' RETURNING "id"`)
  return rows.length > 0
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
  let retried = 0
  let sent = 0
  for (const email of failed.docs) {
    if (!(await claimFailed(payload, email.id))) continue
    retried++
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
  return { retried, sent }
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
