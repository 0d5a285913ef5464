import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import { checkoutRequestSchema, createCheckout, createPortal } from '@/server/billing/checkout'
import { billingStatus } from '@/server/billing/status'
import { handleEvent, verifyEvent } from '@/server/billing/webhook'
import { parseBody, requireUser, respond } from './respond'

export const billingEndpoints: Endpoint[] = [
  {
    path: '/billing/status',
    method: 'get',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        return Response.json(await billingStatus(req.payload, user), { headers: { 'Cache-Control': 'no-store' } })
      }),
  },
  {
    path: '/billing/checkout',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        return Response.json(await createCheckout(req.payload, user, await parseBody(req, checkoutRequestSchema)))
      }),
  },
  {
    path: '/billing/portal',
    method: 'post',
    handler: (req) =>
      respond(req, async () => Response.json(await createPortal(await requireUser(req)))),
  },
  {
    // Stripe calls this; it carries no session. The signature over the raw body is the check.
    path: '/billing/webhook',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const raw = req.text ? await req.text() : ''
        const event = verifyEvent(raw, req.headers.get('stripe-signature'))
        return Response.json({ received: true, outcome: await handleEvent(req.payload, event) })
      }),
  },
]
