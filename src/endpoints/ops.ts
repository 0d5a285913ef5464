import type { Endpoint } from 'payload'

import { env } from '@/server/env'
import { AppError } from '@/server/errors'
import { refreshScrapedMetrics } from '@/server/ops/appMetrics'
import { metricsAccess } from '@/server/ops/metricsAccess'
import { metricsRegistry } from '@/server/ops/metrics.mjs'
import { readiness } from '@/server/ops/readiness'
import { ERROR_STATUS } from '@/shared/errors'
import { respond } from './respond'

/** Probes are answered fresh, never from any cache. */
const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * For load balancers, orchestrators and Prometheus (README "Operating it"). GET /api/health: the
 * process answers (liveness; no database call; server.mjs answers it before Next in production, this
 * handler under `next dev`). GET /api/ready: 200 when this instance can serve,
 * else 503 with what is not ready (src/server/ops/readiness.ts). GET /api/metrics: this process's
 * metrics in Prometheus' text format, with the METRICS_TOKEN bearer token (404 without one set).
 */
export const opsEndpoints: Endpoint[] = [
  {
    path: '/health',
    method: 'get',
    handler: async () => Response.json({ status: 'ok' }, { headers: NO_STORE }),
  },
  {
    path: '/ready',
    method: 'get',
    handler: async (req) =>
      respond(req, async () => {
        const result = await readiness(req.payload)
        if (result.status === 'ready') return Response.json(result, { headers: NO_STORE })
        // Our error shape, as every refusal of the API, with the checks beside it.
        const error = { code: 'NOT_READY', message: `Not ready: ${result.notReady.join(', ')}.` }
        return Response.json({ error, ...result }, { status: ERROR_STATUS.NOT_READY, headers: NO_STORE })
      }),
  },
  {
    path: '/metrics',
    method: 'get',
    handler: async (req) =>
      respond(req, async () => {
        const access = metricsAccess(req.headers.get('authorization'), env().METRICS_TOKEN)
        if (access === 'off') throw new AppError('NOT_FOUND', 'Not found.')
        if (access === 'refused') throw new AppError('UNAUTHORIZED', 'The metrics need the METRICS_TOKEN bearer token.')
        await refreshScrapedMetrics(req.payload)
        const registry = metricsRegistry()
        return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, ...NO_STORE } })
      }),
  },
]
