import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import type { Email, User } from '@/payload-types'
import { userIsAdmin } from '../auth/roles'
import type { CampaignStatus } from '@/shared/emailTemplates'
import { PLANS } from '@/shared/plans'
import { href } from '@/shared/paths'
import { drizzle, withAdvisoryLock } from '../db/sql'
import { env, serverUrl } from '../env'
import { withRequestId } from '../jobs/requestScope'
import { runQueueOnce } from '../jobs/runner'
import { monthKey } from '../quota/period'
import { localeOf } from './locale'
import { OUTBOX_ID_HEADER } from './outboxAdapter'
import { renderEmail } from './templates'
import { unsubscribeApiUrl, unsubscribePageUrl } from './unsubscribe'

export const SEND_CAMPAIGN_TASK = 'sendCampaignEmails'

/** This month's welcome campaign: each recipient gets it at most once a month, however often it is started. */
export const welcomeCampaignOf = (now = new Date()) => `welcome:${monthKey(now)}`

/**
 * Who the welcome campaign is for (SPEC 2, 4): users who are Inactive (no article this month and the
 * trial unused, i.e. no article ever), with a confirmed address, who have not unsubscribed; not admins.
 */
const INACTIVE = sql`
  u."_verified" = true
  AND coalesce(u."marketing_emails", true)
  AND NOT EXISTS (SELECT 1 FROM "users_roles" r WHERE r."parent_id" = u."id" AND r."value" = 'admin')
  AND NOT EXISTS (SELECT 1 FROM "usage" m WHERE m."user_id" = u."id" AND m."count" > 0)`

/** How many would get the campaign now, how many this month's campaign reached, and how many still wait. */
export async function welcomeCampaignStatus(payload: Payload, now = new Date()): Promise<CampaignStatus> {
  const campaign = welcomeCampaignOf(now)
  const { rows } = await drizzle(payload).execute(sql`
    SELECT
      (SELECT count(*) FROM "users" u WHERE ${INACTIVE}
        AND NOT EXISTS (SELECT 1 FROM "emails" e WHERE e."campaign" = ${campaign} AND e."user_id" = u."id")) AS "eligible",
      (SELECT count(*) FROM "emails" WHERE "campaign" = ${campaign} AND "status" IN ('queued', 'pending')) AS "waiting",
      (SELECT count(*) FROM "emails" WHERE "campaign" = ${campaign} AND "status" IN ('sent', 'logged')) AS "sent",
      (SELECT count(*) FROM "emails" WHERE "campaign" = ${campaign} AND "status" = 'failed') AS "failed"`)
  const row = rows[0] ?? {}
  return { campaign, eligible: Number(row.eligible ?? 0), waiting: Number(row.waiting ?? 0), sent: Number(row.sent ?? 0), failed: Number(row.failed ?? 0) }
}

/**
 * Starts this month's welcome campaign: one outbox record per inactive user, queued, in a single
 * statement whose unique key (campaign and user) makes a second start, even at the same moment,
 * add nobody twice. Returns how many were added; the jobs queue sends them at a bounded rate.
 */
export async function startWelcomeCampaign(payload: Payload, now = new Date()): Promise<{ queued: number; campaign: string }> {
  const campaign = welcomeCampaignOf(now)
  const { rows } = await drizzle(payload).execute(sql`
    INSERT INTO "emails" ("to", "subject", "type", "status", "attempts", "dedupe_key", "campaign", "user_id", "updated_at", "created_at")
    SELECT u."email", '', 'welcome_campaign', 'queued', 0, ${`${campaign}:`} || u."id", ${campaign}, u."id", now(), now()
    FROM "users" u WHERE ${INACTIVE}
    ON CONFLICT ("dedupe_key") DO NOTHING
    RETURNING "id"`)
  if (rows.length > 0) {
    await payload.jobs.queue({ task: SEND_CAMPAIGN_TASK, input: withRequestId({}), queue: 'email' })
    // Sending starts now, not at the next minute, through the queue's own locked pass (on this
    // instance if it runs jobs; a worker's next pass otherwise).
    if (env().JOBS_RUNNER === 'on') void runQueueOnce(payload, 'email').catch((err: unknown) => payload.logger.error({ err, msg: 'campaign run failed' }))
  }
  return { queued: rows.length, campaign }
}

const SENDER_LOCK = 'seo-writer:campaign-sender'

type Claimed = Pick<Email, 'id' | 'to'> & { userId: number | null }

/**
 * Takes the next queued message, or one a dead sender claimed and never finished. Only the holder of
 * the sender lock claims, one message at a time, finishing each before the next: a message still
 * claimed when the lock is taken belongs to a sender whose process died (its lock went with its
 * connection). It is sent again: it may have reached the SMTP server just before the crash, so a
 * crash can cost one duplicate, never a lost message.
 */
async function claimNext(payload: Payload): Promise<Claimed | null> {
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "emails" SET "status" = 'pending', "updated_at" = now()
    WHERE "id" = (
      SELECT "id" FROM "emails"
      WHERE "status" = 'queued'
        OR ("status" = 'pending' AND "campaign" IS NOT NULL)
      ORDER BY "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "user_id"`)
  const row = rows[0]
  return row ? { id: Number(row.id), to: String(row.to), userId: row.user_id == null ? null : Number(row.user_id) } : null
}

/** Records the outcome of a message that was not sent (in SQL: a queued record has no subject yet, which Payload would refuse). */
async function markMessage(payload: Payload, id: number, status: 'skipped' | 'failed', reason: string) {
  await drizzle(payload).execute(sql`UPDATE "emails" SET "status" = ${status}, "last_error" = ${reason}, "updated_at" = now() WHERE "id" = ${id}`)
}

/** Renders a claimed message for its recipient (in their language, with their unsubscribe link) and sends it through the outbox. */
async function sendClaimed(payload: Payload, message: Claimed): Promise<boolean> {
  const user: User | null = message.userId ? await payload.findByID({ collection: 'users', id: message.userId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  // Still for them? Gone, unsubscribed, unconfirmed or made admin since the campaign started: recorded, not sent.
  const reason = !user ? 'user deleted' : user.marketingEmails === false ? 'unsubscribed before sending' : !user._verified ? 'address not confirmed' : userIsAdmin(user) ? 'now an admin' : null
  if (!user || reason) {
    await markMessage(payload, message.id, 'skipped', reason ?? 'user deleted')
    return false
  }
  const email = await renderEmail(payload, 'welcome_campaign', localeOf(user), {
    username: user.username,
    toolsUrl: serverUrl(href('aiTools')),
    freeArticles: PLANS.free.monthlyLimit,
    unsubscribeUrl: unsubscribePageUrl(user.id),
  })
  const headers = { 'List-Unsubscribe': `<${unsubscribeApiUrl(user.id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'X-Email-Type': 'welcome_campaign' }
  // To the address the user has now (it may have changed since the campaign started).
  await payload.update({ collection: 'emails', id: message.id, data: { to: user.email, subject: email.subject, html: email.html, text: email.text, headers }, overrideAccess: true, depth: 0 })
  try {
    await payload.sendEmail({ to: user.email, subject: email.subject, html: email.html, text: email.text, headers: { ...headers, [OUTBOX_ID_HEADER]: String(message.id) } })
    return true
  } catch {
    return false // recorded as failed on the outbox record; the retry task sends it again
  }
}

/**
 * Sends queued campaign messages, at most CAMPAIGN_EMAILS_PER_SECOND, for up to `budgetMs`. One
 * sender at a time across every instance (a PostgreSQL advisory lock held on its own connection,
 * released if the process dies), so the rate holds however many runners start.
 */
export async function sendQueuedCampaignEmails(
  payload: Payload,
  { budgetMs = 50_000, perSecond = env().CAMPAIGN_EMAILS_PER_SECOND } = {},
): Promise<{ sent: number; failed: number; busy?: true }> {
  const sending = await withAdvisoryLock(payload, SENDER_LOCK, async () => {
    const started = Date.now()
    const gapMs = 1000 / perSecond
    let sent = 0
    let failed = 0
    for (let n = 0; Date.now() - started < budgetMs; n++) {
      const wait = started + n * gapMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const message = await claimNext(payload)
      if (!message) break
      // One message that cannot be handled is recorded as failed; the others still go.
      const ok = await sendClaimed(payload, message).catch(async (err: unknown) => {
        payload.logger.error({ err, msg: `campaign message ${message.id} failed` })
        await markMessage(payload, message.id, 'failed', err instanceof Error ? err.message : String(err)).catch(() => undefined)
        return false
      })
      if (ok) sent++
      else failed++
    }
    return { sent, failed }
  })
  return sending.locked ? sending.value : { sent: 0, failed: 0, busy: true }
}

export const sendCampaignEmailsTask: TaskConfig = {
  slug: SEND_CAMPAIGN_TASK,
  label: 'Send queued campaign e-mails',
  // Started by a campaign; every minute as well, so a campaign cut short by a restart goes on.
  schedule: [{ cron: '* * * * *', queue: 'email' }],
  handler: async ({ req }) => {
    const output = await sendQueuedCampaignEmails(req.payload)
    if (output.sent || output.failed) req.payload.logger.info(`Welcome campaign: ${output.sent} message(s) sent, ${output.failed} failed.`)
    return { output }
  },
}
