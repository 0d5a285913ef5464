import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { adminStats, adminUsers } from '@/server/admin/users'
import { userIsAdmin } from '@/server/auth/roles'
import { sessionLostToOutage } from '@/server/auth/sessionOutage'
import { env } from '@/server/env'
import { onAdminChange } from '@/server/live/adminChanges'
import { requireAdmin, respond } from './respond'
import { eventStream } from './sse'

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

/** Bursts (a sign-up writes several rows) become one event; a quiet stream still says it is alive. */
const COALESCE_MS = 150

/**
 * Whether the stream's session still belongs to an admin: signed out (the session is gone), demoted
 * or deleted ends the stream. An unreachable database is not a sign-out: the stream stays.
 */
async function sessionStillAdmin(req: PayloadRequest): Promise<boolean> {
  try {
    const { user } = await req.payload.auth({ headers: req.headers })
    if (user) return userIsAdmin(user)
  } catch {
    // the lookup failed: decided below
  }
  return sessionLostToOutage(req.payload, req.headers)
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
      return eventStream((send, close) => {
        let pending: NodeJS.Timeout | null = null
        const tables = new Set<string>()
        const { ready, unsubscribe } = onAdminChange(req.payload, (table) => {
          tables.add(table)
          pending ??= setTimeout(() => {
            pending = null
            send('change', { tables: [...tables] })
            tables.clear()
          }, COALESCE_MS)
        })
        let checking = false
        const heartbeat = setInterval(() => {
          if (checking) return
          checking = true
          void sessionStillAdmin(req)
            .then((valid) => {
              if (valid) return send('ping', {})
              send('end', { reason: 'signed-out' })
              close()
            })
            .finally(() => (checking = false))
        }, env().LIVE_PING_MS)
        // Said once the LISTEN is in place: a change after 'ready' is never missed.
        void ready.then(() => send('ready', {}))
        return () => {
          unsubscribe()
          clearInterval(heartbeat)
          if (pending) clearTimeout(pending)
        }
      })
    }),
}

export const adminEndpoints = [adminStatsEndpoint, adminUsersEndpoint, adminLiveEndpoint]
