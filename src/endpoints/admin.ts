import type { Endpoint } from 'payload'
import { z } from 'zod'

import { adminStats, adminUsers } from '@/server/admin/users'
import { userIsAdmin } from '@/server/auth/roles'
import { sessionStillAllows } from '@/server/auth/sessionOutage'
import { env } from '@/server/env'
import { onAdminChange } from '@/server/live/adminChanges'
import { requireAdmin, respond } from './respond'
import { liveChangeStream } from './sse'

const usersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().max(200).default(''),
})

/** GET /api/admin/stats — the Admin Panel's stat cards (admins; 403 for others). */
export const adminStatsEndpoint: Endpoint = {
  path: '/admin/stats',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      await requireAdmin(req)
      return Response.json(await adminStats(req.payload), { headers: { 'Cache-Control': 'no-store' } })
    }),
}

/** GET /api/admin/users?page=&search= — the Registered Users table, 20 per page, newest first (admins). */
export const adminUsersEndpoint: Endpoint = {
  path: '/admin/users',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      await requireAdmin(req)
      const query = usersQuery.safeParse({ page: req.searchParams.get('page') ?? undefined, search: req.searchParams.get('search') ?? undefined })
      const input = query.success ? query.data : { page: 1, search: '' }
      return Response.json(await adminUsers(req.payload, input), { headers: { 'Cache-Control': 'no-store' } })
    }),
}

/**
 * GET /api/admin/live — Server-Sent Events for the Admin Panel (admins): `ready` at once, then
 * `change` {table} whenever users, usage or subscriptions change on any instance (PostgreSQL
 * LISTEN/NOTIFY), `ping` every 20 s (LIVE_PING_MS). Before each ping the session is checked again:
 * once the admin signed out, `end` {reason: 'signed-out'} and the stream closes. The listener goes
 * when the admin leaves.
 */
export const adminLiveEndpoint: Endpoint = {
  path: '/admin/live',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      await requireAdmin(req)
      return liveChangeStream({
        subscribe: (listener) => onAdminChange(req.payload, listener),
        stillAllowed: () => sessionStillAllows(req.payload, req.headers, userIsAdmin),
        pingMs: env().LIVE_PING_MS,
        changeData: (tables) => ({ tables }),
      })
    }),
}

export const adminEndpoints = [adminStatsEndpoint, adminUsersEndpoint, adminLiveEndpoint]
