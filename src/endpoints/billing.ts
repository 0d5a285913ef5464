import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { billingStatus } from '@/server/billing/status'
import { requireUser, respond } from './respond'

export const billingEndpoints: Endpoint[] = [
  {
    path: '/billing/status',
    method: 'get',
    handler: (req) =>
      respond(req, async () => {
        const user = requireUser(req) as User
        return Response.json(await billingStatus(req.payload, user), { headers: { 'Cache-Control': 'no-store' } })
      }),
  },
]
