import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { drizzle } from '../db/sql'
import { countEmail } from '../ops/appMetrics'
import { plainTextOf } from './render'

export const MAX_DELIVERY_ATTEMPTS = 5
/** Set by the retry task so a resend updates the existing outbox record. */
export const OUTBOX_ID_HEADER = 'X-Outbox-Id'
/** A message with this header goes out at most once per key. */
export const DEDUPE_HEADER = 'X-Dedupe-Key'

type Options = { smtpUrl?: string; from: string }

/** Connections are kept and reused (nodemailer's pool) unless SMTP_URL says otherwise: a campaign does not open one per message. */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  return url.toString()
}

function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return match ? { name: match[1] || match[2]!, address: match[2]! } : { name: from, address: from }
}

function recipients(to: SendEmailOptions['to']): string {
  const list = Array.isArray(to) ? to : [to]
  return list.map((r) => (typeof r === 'string' ? r : r?.address)).filter(Boolean).join(', ')
}

function headerValue(message: SendEmailOptions, name: string): string | undefined {
  const headers = message.headers as Record<string, unknown> | undefined
  const value = headers?.[name]
  return typeof value === 'string' ? value : undefined
}

/** What a retry must send again (List-Unsubscribe and the like); not our own bookkeeping headers. */
function keptHeaders(message: SendEmailOptions): Record<string, string> | undefined {
  const headers = Object.entries((message.headers as Record<string, unknown> | undefined) ?? {}).filter(
    ([name, value]) => typeof value === 'string' && name !== OUTBOX_ID_HEADER && name !== DEDUPE_HEADER,
  )
  return headers.length ? (Object.fromEntries(headers) as Record<string, string>) : undefined
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
}

/**
 * Every message is written to the `emails` outbox before it leaves. With SMTP_URL it goes out
 * through @payloadcms/email-nodemailer; a failure is recorded and retried by the retryEmails task.
 * Without SMTP_URL the message (with its links) goes to the server log instead.
 */
export async function outboxEmailAdapter({ smtpUrl, from }: Options): Promise<EmailAdapter> {
  const sender = parseFrom(from)
  const smtp = smtpUrl
    ? await nodemailerAdapter({
        defaultFromAddress: sender.address,
        defaultFromName: sender.name,
        transport: nodemailer.createTransport(pooled(smtpUrl)),
        skipVerify: true,
      })
    : undefined

  return ({ payload }) => {
    const transport = smtp?.({ payload })
    return {
      name: 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const html = typeof message.html === 'string' ? message.html : ''
        // Payload's own messages (verification, reset) come as HTML only: every message gets a plain part.
        const text = typeof message.text === 'string' ? message.text : html ? plainTextOf(html) : undefined
        const to = recipients(message.to)
        const subject = message.subject ?? ''
        const existingId = headerValue(message, OUTBOX_ID_HEADER)
        const dedupeKey = headerValue(message, DEDUPE_HEADER)
        let record
        try {
          record = existingId
            ? await payload.findByID({ collection: 'emails', id: existingId, depth: 0, overrideAccess: true })
            : await payload.create({
                collection: 'emails',
                data: { to, subject, html, text, type: headerValue(message, 'X-Email-Type') ?? 'auth', status: 'pending', dedupeKey, headers: keptHeaders(message) },
                depth: 0,
                overrideAccess: true,
              })
        } catch (error) {
          if (dedupeKey) return { duplicate: true } // the unique key says it went out already
          throw error
        }
        const attempts = (record.attempts ?? 0) + 1
        if (!transport) {
          payload.logger.info(`[email] to ${to}: ${subject}${linksOf(html).map((l) => `\n  ${l}`).join('')}`)
          await markOutbox(payload, record.id, { status: 'logged', attempts })
          countEmail('logged')
          return { logged: true }
        }
        try {
          // Our bookkeeping headers (outbox id, dedupe key: user ids inside) stay here.
          const result = await transport.sendEmail({ ...message, headers: keptHeaders(message), text, from: message.from ?? from })
          await markOutbox(payload, record.id, { status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: null })
          countEmail('sent')
          return result
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          payload.logger.error(`[email] to ${to} failed (attempt ${attempts}): ${reason}`)
          await markOutbox(payload, record.id, { status: 'failed', attempts, lastError: reason })
          countEmail('failed')
          // The caller is told; the retry task sends it again later.
          throw error
        }
      },
    }
  }
}

/**
 * Records the outcome in one SQL statement, not a Payload update (which reads, validates and writes
 * the whole record, HTML included: tens of milliseconds). Between the SMTP server's acceptance and
 * this record lies the only moment when a crash makes the message go out twice (a campaign sender
 * that died is followed by one that sends what was left claimed): the shorter, the rarer.
 */
async function markOutbox(
  payload: Payload,
  id: number | string,
  data: { status: 'sent' | 'logged' | 'failed'; attempts: number; sentAt?: string; lastError?: string | null },
) {
  await drizzle(payload).execute(sql`
    UPDATE "emails" SET "status" = ${data.status}, "attempts" = ${data.attempts},
      "sent_at" = coalesce(${data.sentAt ?? null}::timestamptz, "sent_at"),
      "last_error" = ${data.lastError === undefined ? sql`"last_error"` : data.lastError},
      "updated_at" = now()
    WHERE "id" = ${Number(id)}`)
}
