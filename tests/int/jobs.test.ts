/**
 * Background work with several instances on one database (issue 14): a queue is run by one
 * instance at a time, and 200 queued campaign e-mails, with senders in three processes, reach
 * each recipient exactly once; a message a dead sender left half-done is sent by the next.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzle, pgPool } from '@/server/db/sql'
import { bootPayload, createVerifiedUser, otherInstance, shutdown, startSmtpSink, type Sink } from './support'

let payload: Payload
let sink: Sink

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl, CAMPAIGN_EMAILS_PER_SECOND: '1000' })
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await sink.stop()
})

it('runs a queue on one instance at a time: another instance’s pass finds it busy', async () => {
  const { runQueueOnce } = await import('@/server/jobs/runner')
  const client = await pgPool(payload).connect()
  try {
    // This test holds the publish queue as a running pass elsewhere would.
    await client.query(`SELECT pg_advisory_lock(hashtext('seo-writer:jobs:publish'))`)
    expect(await runQueueOnce(payload, 'publish')).toBe('busy')
    expect(await otherInstance<{ pass: string }>(['run-queue', 'publish'])).toEqual({ pass: 'busy' })
    await client.query(`SELECT pg_advisory_unlock(hashtext('seo-writer:jobs:publish'))`)
    expect(await runQueueOnce(payload, 'publish')).toBe('ran')
  } finally {
    client.release()
  }
}, 120_000)

it('200 queued campaign e-mails, senders in three processes: each recipient gets exactly one', async () => {
  const tag = `bulk${Date.now().toString(36)}`
  await drizzle(payload).execute(sql`
    INSERT INTO "users" ("email", "username", "_verified", "marketing_emails", "updated_at", "created_at")
    SELECT ${tag} || '-' || g || '@example.com', ${tag} || g, true, true, now(), now() FROM generate_series(1, 200) g`)
  const { sendQueuedCampaignEmails } = await import('@/server/email/campaign')
  const started = Date.now()
  // Queued for these 200 only (the campaign's own selection, over every inactive user of the run, is
  // tested in emailTemplates.test.ts), in a month of its own.
  const campaign = 'welcome:2031-05'
  const { rows: queuedRows } = await drizzle(payload).execute(sql`
    INSERT INTO "emails" ("to", "subject", "type", "status", "attempts", "campaign", "user_id", "dedupe_key", "updated_at", "created_at")
    SELECT u."email", '', 'welcome_campaign', 'queued', 0, ${campaign}, u."id", ${`${campaign}:`} || u."id", now(), now()
    FROM "users" u WHERE u."email" LIKE ${`${tag}-%`}
    RETURNING "id"`)
  const queued = queuedRows.length
  expect(queued).toBe(200)
  // Three senders at once: this process and two others.
  const here = sendQueuedCampaignEmails(payload, { perSecond: 1000, budgetMs: 180_000 })
  const others = await Promise.all([otherInstance<{ sent: number; busy: boolean }>(['send-campaign']), otherInstance<{ sent: number; busy: boolean }>(['send-campaign'])])

  const waiting = async () => {
    const { rows } = await drizzle(payload).execute(sql`SELECT count(*) AS n FROM "emails" WHERE "campaign" = ${campaign} AND "status" IN ('queued', 'pending')`)
    return Number(rows[0]!.n)
  }
  const deadline = Date.now() + 180_000
  while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
  expect(await waiting()).toBe(0)
  await here

  const ours = sink.messages.filter((m) => m.to[0]?.startsWith(`${tag}-`))
  expect(ours).toHaveLength(200)
  expect(new Set(ours.map((m) => m.to[0])).size).toBe(200)
  // They stay out of the other files' campaigns.
  await drizzle(payload).execute(sql`DELETE FROM "users" WHERE "email" LIKE ${`${tag}-%`}`)
  const seconds = (Date.now() - started) / 1000
  console.log(`campaign across processes: ${queued} messages delivered in ${seconds.toFixed(1)} s (${(queued / seconds).toFixed(1)}/s unpaced); the other two senders: ${others.map((o) => (o.busy ? 'busy' : `${o.sent} sent`)).join(', ')}`)
}, 300_000)

it('a message a dead sender claimed and never finished is sent by the next sender, at once', async () => {
  const { sendQueuedCampaignEmails } = await import('@/server/email/campaign')
  // Claimed a moment ago and 10 minutes ago by senders that died: with the sender lock taken, no
  // sender is at work, so neither waits.
  const recent = await createVerifiedUser(payload, 'recent')
  const old = await createVerifiedUser(payload, 'old')
  for (const [user, age] of [[recent, 0], [old, 10]] as const) {
    await drizzle(payload).execute(sql`
      INSERT INTO "emails" ("to", "subject", "type", "status", "attempts", "campaign", "user_id", "dedupe_key", "updated_at", "created_at")
      VALUES (${user.email}, '', 'welcome_campaign', 'pending', 0, 'welcome:2031-06', ${user.id}, ${`welcome:2031-06:${user.id}`}, now() - make_interval(mins => ${age}), now())`)
  }
  await sendQueuedCampaignEmails(payload, { perSecond: 1000, budgetMs: 10_000 })
  expect(sink.messages.filter((m) => m.to[0] === recent.email)).toHaveLength(1)
  expect(sink.messages.filter((m) => m.to[0] === old.email)).toHaveLength(1)
})

it('a job a crash left marked as running is run again by the next pass', async () => {
  const { runQueueOnce } = await import('@/server/jobs/runner')
  const job = await payload.jobs.queue({ task: 'retryEmails', input: {}, queue: 'email' })
  // What a process killed in the middle of the job a moment ago leaves behind.
  await drizzle(payload).execute(sql`UPDATE "payload_jobs" SET "processing" = true, "updated_at" = now() WHERE "id" = ${job.id}`)
  expect(await runQueueOnce(payload, 'email')).toBe('ran')
  const { rows } = await drizzle(payload).execute(sql`SELECT "processing", "completed_at" FROM "payload_jobs" WHERE "id" = ${job.id}`)
  // Completed jobs are deleted (Payload's default) or, if kept, completed.
  expect(rows.length === 0 || rows[0]!.completed_at !== null).toBe(true)
})

it('a campaign message goes to the address the user has when it is sent, and not to someone no longer confirmed', async () => {
  const { sendQueuedCampaignEmails } = await import('@/server/email/campaign')
  const moved = await createVerifiedUser(payload, 'moved')
  const unconfirmed = await createVerifiedUser(payload, 'unconfirmed-later')
  for (const user of [moved, unconfirmed]) {
    await drizzle(payload).execute(sql`
      INSERT INTO "emails" ("to", "subject", "type", "status", "attempts", "campaign", "user_id", "dedupe_key", "updated_at", "created_at")
      VALUES (${user.email}, '', 'welcome_campaign', 'queued', 0, 'welcome:2031-07', ${user.id}, ${`welcome:2031-07:${user.id}`}, now(), now())`)
  }
  const newAddress = `moved-new-${Date.now().toString(36)}@example.com`
  await payload.update({ collection: 'users', id: moved.id, data: { email: newAddress }, overrideAccess: true })
  await payload.update({ collection: 'users', id: unconfirmed.id, data: { _verified: false }, overrideAccess: true })
  await sendQueuedCampaignEmails(payload, { perSecond: 1000, budgetMs: 10_000 })
  expect(sink.messages.filter((m) => m.to[0] === newAddress)).toHaveLength(1)
  expect(sink.messages.filter((m) => m.to[0] === moved.email || m.to[0] === unconfirmed.email)).toHaveLength(0)
  const skipped = await payload.find({ collection: 'emails', where: { user: { equals: unconfirmed.id }, campaign: { equals: 'welcome:2031-07' } }, overrideAccess: true, depth: 0 })
  expect(skipped.docs[0]).toMatchObject({ status: 'skipped', lastError: 'address not confirmed' })
})

it('says nothing for a pass of the e-mail queue that finds nothing to do, and one line when it sends (issue 39: log noise)', async () => {
  const { runQueueOnce } = await import('@/server/jobs/runner')
  const { jest } = await import('@jest/globals')
  const lines: string[] = []
  const info = jest.spyOn(payload.logger, 'info').mockImplementation(((message: unknown) => {
    lines.push(typeof message === 'string' ? message : JSON.stringify(message))
  }) as never)
  try {
    // What the schedules queue every minute: the retry scan and the campaign sender.
    await payload.jobs.queue({ task: 'retryEmails', queue: 'email', input: {} })
    await payload.jobs.queue({ task: 'sendCampaignEmails', queue: 'email', input: {} })
    expect(await runQueueOnce(payload, 'email')).toBe('ran')
    expect(lines).toEqual([])

    const { to } = await createVerifiedUser(payload, 'retry-log').then((u) => ({ to: u.email }))
    await payload.create({ collection: 'emails', data: { to, subject: 'Try again', html: '<p>x</p>', status: 'failed', attempts: 1 }, overrideAccess: true })
    await payload.jobs.queue({ task: 'retryEmails', queue: 'email', input: {} })
    await runQueueOnce(payload, 'email')
    expect(lines).toEqual(['E-mail retry: 1 of 1 failed message(s) sent.'])
  } finally {
    info.mockRestore()
  }
}, 60_000)
