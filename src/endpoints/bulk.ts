import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { sessionStillAllows } from '@/server/auth/sessionOutage'
import { bulkRequestSchema, planBulkRun, type BulkPlan } from '@/server/bulk/plan'
import { bulkRunView, cancelBulkRow, cancelBulkRun, pauseBulkRun, rescheduleBulkRow, resumeBulkRun, retryBulkRow, startBulkRun, visibleRun } from '@/server/bulk/runs'
import { env } from '@/server/env'
import { mayWatchBulkRun, onBulkRunChange } from '@/server/live/bulkChanges'
import { parseBody, requireUser, respond } from './respond'
import { liveChangeStream } from './sse'

/** The plan as the page shows it: rows with their times and targets, what was left out, the cost. */
const planView = (plan: BulkPlan) => ({
  rows: plan.rows.map((row) => ({ ...row, publishAt: row.publishAt?.toISOString() ?? null })),
  problems: plan.problems,
  blankLines: plan.blankLines,
  cost: plan.cost,
})

const param = (req: PayloadRequest, name: string) => String(req.routeParams?.[name] ?? '')

/** A run's action: POST /api/bulk-runs/:id/<action>, answered with the run and its rows. */
const runAction = (action: string, run: (req: PayloadRequest, id: string) => Promise<unknown>): Endpoint => ({
  path: `/:id/${action}`,
  method: 'post',
  handler: (req) => respond(req, async () => Response.json(await run(req, param(req, 'id')))),
})

/**
 * Bulk runs (issue 36), under /api/bulk-runs: `POST /plan` previews a list (rows, times, what was
 * left out and why, the cost against the month); `POST /start` starts it; then the run's actions.
 * Reading runs and rows is Payload's REST (GET /api/bulk-runs, /api/bulk-rows: owners and admins).
 */
export const bulkRunEndpoints: Endpoint[] = [
  {
    path: '/plan',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        return Response.json(planView(await planBulkRun(req.payload, user, await parseBody(req, bulkRequestSchema))))
      }),
  },
  {
    path: '/start',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const { run, plan } = await startBulkRun(req.payload, user, await parseBody(req, bulkRequestSchema))
        return Response.json({ run, plan: planView(plan) }, { status: 201 })
      }),
  },
  {
    path: '/:id/rows',
    method: 'get',
    handler: (req) => respond(req, async () => Response.json(await bulkRunView(req.payload, await requireUser(req), param(req, 'id')))),
  },
  {
    // Server-Sent Events for the run's page: `ready`, then `change` whenever the run or a row changes
    // on any instance (PostgreSQL NOTIFY), `ping`; `end` once the session no longer sees the run.
    path: '/:id/live',
    method: 'get',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const run = await visibleRun(req.payload, user, param(req, 'id'))
        return liveChangeStream({
          subscribe: (listener) => onBulkRunChange(req.payload, run.id, listener),
          stillAllowed: () => sessionStillAllows(req.payload, req.headers, (current) => mayWatchBulkRun(req.payload, run.id, current)),
          pingMs: env().LIVE_PING_MS,
        })
      }),
  },
  runAction('pause', async (req, id) => pauseBulkRun(req.payload, await requireUser(req), id)),
  runAction('resume', async (req, id) => resumeBulkRun(req.payload, await requireUser(req), id)),
  runAction('cancel', async (req, id) => cancelBulkRun(req.payload, await requireUser(req), id)),
  {
    path: '/:id/rows/:row/cancel',
    method: 'post',
    handler: (req) => respond(req, async () => Response.json(await cancelBulkRow(req.payload, await requireUser(req), param(req, 'id'), param(req, 'row')))),
  },
  {
    path: '/:id/rows/:row/retry',
    method: 'post',
    handler: (req) => respond(req, async () => Response.json(await retryBulkRow(req.payload, await requireUser(req), param(req, 'id'), param(req, 'row')))),
  },
  {
    path: '/:id/rows/:row',
    method: 'patch',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const { publishAt } = await parseBody(req, z.object({ publishAt: z.string().datetime({ offset: true, message: 'Choose a date and time.' }) }))
        return Response.json(await rescheduleBulkRow(req.payload, user, param(req, 'id'), param(req, 'row'), new Date(publishAt)))
      }),
  },
]
