import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { BulkRow, BulkRun, User } from '@/payload-types'
import type { Language } from '@/shared/language'
import { drizzle } from '../db/sql'
import { localeOf } from '../email/locale'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { LIMIT_MESSAGE } from '../quota'
import { planBulkRun, type BulkPlan, type BulkRequest } from './plan'
import { finishRunIfDone, kickBulkQueue, queueRowPublish, queueRowWrites } from './rows'


/** The run's name in its owner's language (the run's pages and its summary e-mail show it as it is). */
function runName(plan: BulkPlan, now: Date, locale: Language): string {
  const first = plan.rows[0]!.keyword
  const keyword = first.length > 40 ? `${first.slice(0, 39)}…` : first
  const count = plan.rows.length
  const day = now.toISOString().slice(0, 10)
  return locale === 'hu' ? `${count} kulcsszó, ettől: „${keyword}” (${day.replaceAll('-', '. ')}.)` : `${count} keyword${count === 1 ? '' : 's'}, from “${keyword}” (${day})`
}

/**
 * Starts a run from its plan: the run and its rows are saved, and each row is queued for writing.
 * A plan larger than the month's quota is refused with the limit message and the number that fits,
 * unless `fitToQuota` asks to start that many. Credits are taken row by row, when each starts.
 */
export async function startBulkRun(payload: Payload, user: User, input: BulkRequest, now = new Date()): Promise<{ run: BulkRun; plan: BulkPlan }> {
  const plan = await planBulkRun(payload, user, input, now)
  if (!plan.rows.length) throw new AppError('VALIDATION_ERROR', 'There is no keyword to write: add at least one.')
  if (plan.cost.fits < plan.rows.length) {
    // The SPEC's limit message; the number of rows that fit rides along.
    if (!input.fitToQuota || plan.cost.fits === 0) throw new AppError('QUOTA_EXCEEDED', LIMIT_MESSAGE.articles(0), { fits: plan.cost.fits, rows: plan.rows.length, resetsAt: plan.cost.resetsAt })
    plan.rows = plan.rows.slice(0, plan.cost.fits)
  }
  const { options } = plan
  const first = plan.rows[0]!.target
  const run = await payload.create({
    collection: 'bulk-runs',
    data: {
      user: user.id,
      name: runName(plan, now, localeOf(user)),
      state: 'running',
      language: options.language,
      tone: options.tone,
      length: options.length,
      voice: typeof options.voice === 'number' ? options.voice : undefined,
      image: options.image,
      target: input.target,
      integration: input.target === 'site' && first.kind === 'site' ? first.integration : undefined,
      siteStatus: input.target === 'site' ? input.siteStatus : undefined,
      schedule: options.schedule,
      zone: options.zone,
    },
    overrideAccess: true,
    depth: 0,
  })
  const ids: number[] = []
  for (const [position, row] of plan.rows.entries()) {
    const saved = await payload.create({
      collection: 'bulk-rows',
      data: {
        run: run.id,
        user: user.id,
        position,
        line: row.line,
        keyword: row.keyword,
        givenTitle: row.title,
        state: 'waiting',
        target: row.target.kind,
        integration: row.target.kind === 'site' ? row.target.integration : undefined,
        siteStatus: row.target.kind === 'site' ? row.target.status : undefined,
        ...(row.publishAt ? { publishAt: row.publishAt.toISOString() } : {}),
      },
      overrideAccess: true,
      depth: 0,
    })
    ids.push(saved.id)
  }
  await queueRowWrites(payload, ids)
  await kickBulkQueue(payload)
  return { run, plan }
}

/** A run the user may see (their own; admins any), or NOT_FOUND. */
export async function visibleRun(payload: Payload, user: User, id: number | string): Promise<BulkRun> {
  const run = await findVisible(payload, 'bulk-runs', id, user)
  if (!run) throw new AppError('NOT_FOUND', 'Bulk run not found.')
  return run
}

/** A run with its rows in order: what the run's page shows. */
export async function bulkRunView(payload: Payload, user: User, id: number | string): Promise<{ run: BulkRun; rows: BulkRow[] }> {
  const run = await visibleRun(payload, user, id)
  const { docs } = await payload.find({ collection: 'bulk-rows', where: { run: { equals: run.id } }, sort: 'position', limit: 200, depth: 0, overrideAccess: true })
  return { run, rows: docs }
}

/** Pause: rows not yet started wait (nothing is charged); a row being written finishes. */
export async function pauseBulkRun(payload: Payload, user: User, id: number | string) {
  const run = await visibleRun(payload, user, id)
  await setRunState(payload, run, 'running', 'paused')
  return bulkRunView(payload, user, run.id)
}

/** Resume: the waiting rows are queued again, and written rows whose time came publish. */
export async function resumeBulkRun(payload: Payload, user: User, id: number | string) {
  const run = await visibleRun(payload, user, id)
  await setRunState(payload, run, 'paused', 'running')
  const { docs } = await payload.find({ collection: 'bulk-rows', where: { and: [{ run: { equals: run.id } }, { state: { in: ['waiting', 'scheduled'] } }] }, limit: 200, depth: 0, overrideAccess: true })
  await queueRowWrites(payload, docs.filter((row) => row.state === 'waiting').map((row) => row.id))
  for (const row of docs.filter((r) => r.state === 'scheduled')) await queueRowPublish(payload, row.id, row.publishAt ? new Date(row.publishAt) : null)
  await kickBulkQueue(payload)
  await finishRunIfDone(payload, run.id)
  return bulkRunView(payload, user, run.id)
}

/** Cancel: every row not started (or written and not yet out) is cancelled; nothing more is charged. */
export async function cancelBulkRun(payload: Payload, user: User, id: number | string) {
  const run = await visibleRun(payload, user, id)
  if (run.state === 'finished' || run.state === 'cancelled') throw new AppError('CONFLICT', 'This run has already ended.')
  await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" SET "state" = 'cancelled', "updated_at" = now() WHERE "run_id" = ${run.id} AND "state" IN ('waiting', 'scheduled')`)
  await drizzle(payload).execute(sql`UPDATE "bulk_runs" SET "state" = 'cancelled', "finished_at" = now(), "updated_at" = now() WHERE "id" = ${run.id}`)
  return bulkRunView(payload, user, run.id)
}

/** Cancel one row that has not started (or is written and waiting for its time). */
export async function cancelBulkRow(payload: Payload, user: User, runId: number | string, rowId: number | string) {
  const run = await visibleRun(payload, user, runId)
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" SET "state" = 'cancelled', "updated_at" = now()
    WHERE "id" = ${Number(rowId)} AND "run_id" = ${run.id} AND "state" IN ('waiting', 'scheduled') RETURNING "id"`)
  if (!rows.length) throw new AppError('CONFLICT', 'This row has already started or ended: it cannot be cancelled.')
  await finishRunIfDone(payload, run.id)
  return bulkRunView(payload, user, run.id)
}

/**
 * 'Try again' on a failed row: one that failed before its article was written waits to be written
 * again (a credit is taken when it starts, as for any row); one whose publish failed publishes again
 * now. A finished run runs again for it; a cancelled one stays cancelled.
 */
export async function retryBulkRow(payload: Payload, user: User, runId: number | string, rowId: number | string) {
  const run = await visibleRun(payload, user, runId)
  if (run.state === 'cancelled') throw new AppError('CONFLICT', 'This run was cancelled: start a new run for this keyword.')
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" r SET
      "state" = CASE WHEN a."status" = 'ready' THEN 'scheduled'::"enum_bulk_rows_state" ELSE 'waiting'::"enum_bulk_rows_state" END,
      "publish_at" = CASE WHEN a."status" = 'ready' AND (r."publish_at" IS NULL OR r."publish_at" < now()) THEN now() ELSE r."publish_at" END,
      "error_code" = NULL, "error_message" = NULL, "updated_at" = now()
    FROM (SELECT r2."id", art."status" FROM "bulk_rows" r2 LEFT JOIN "articles" art ON art."id" = r2."article_id" WHERE r2."id" = ${Number(rowId)}) a
    WHERE r."id" = a."id" AND r."run_id" = ${run.id} AND r."state" = 'failed'
    RETURNING r."state", r."publish_at"`)
  const row = rows[0] as { state: string; publish_at: string | null } | undefined
  if (!row) throw new AppError('CONFLICT', 'Only a failed row can be tried again.')
  if (run.state === 'finished') await drizzle(payload).execute(sql`UPDATE "bulk_runs" SET "state" = 'running', "finished_at" = NULL, "updated_at" = now() WHERE "id" = ${run.id}`)
  if (row.state === 'waiting') {
    await queueRowWrites(payload, [Number(rowId)])
    await kickBulkQueue(payload)
  } else await queueRowPublish(payload, Number(rowId), null)
  return bulkRunView(payload, user, run.id)
}

/** A row's new time (waiting or scheduled rows): it goes out then instead. */
export async function rescheduleBulkRow(payload: Payload, user: User, runId: number | string, rowId: number | string, at: Date) {
  const run = await visibleRun(payload, user, runId)
  if (!(at.getTime() > Date.now())) throw new AppError('VALIDATION_ERROR', 'Choose a time in the future.')
  const { rows } = await drizzle(payload).execute(sql`
    UPDATE "bulk_rows" SET "publish_at" = ${at.toISOString()}, "updated_at" = now()
    WHERE "id" = ${Number(rowId)} AND "run_id" = ${run.id} AND "state" IN ('waiting', 'scheduled') RETURNING "state"`)
  const row = rows[0] as { state: string } | undefined
  if (!row) throw new AppError('CONFLICT', 'This row has already gone out or ended: its time cannot change.')
  // The job planned for the old time finds the row not yet due and leaves it.
  if (row.state === 'scheduled') await queueRowPublish(payload, Number(rowId), at)
  return bulkRunView(payload, user, run.id)
}

async function setRunState(payload: Payload, run: BulkRun, from: BulkRun['state'], to: BulkRun['state']) {
  const { rows } = await drizzle(payload).execute(sql`UPDATE "bulk_runs" SET "state" = ${to}, "updated_at" = now() WHERE "id" = ${run.id} AND "state" = ${from} RETURNING "id"`)
  if (!rows.length) throw new AppError('CONFLICT', `This run is ${run.state}, not ${from}.`)
}
