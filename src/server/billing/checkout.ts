import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { userIsAdmin } from '@/server/auth/roles'
import { serverUrl } from '../env'
import { AppError } from '../errors'
import { INTERVALS, PAID_PLANS, type Interval, type PaidPlan } from '@/shared/plans'
import { findPrice, stripeClient } from './stripe'
import { href } from '@/shared/paths'

/** The user's Stripe customer, created once and remembered on the user. */
async function ensureCustomer(payload: Payload, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId
  const customer = await stripeClient().customers.create({
    email: user.email,
    name: user.username,
    metadata: { userId: String(user.id) },
  })
  // A field users cannot set themselves: written by the server.
  await payload.update({ collection: 'users', id: user.id, data: { stripeCustomerId: customer.id }, overrideAccess: true, depth: 0 })
  return customer.id
}

/** POST /api/billing/checkout input. */
export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLANS, { message: 'plan must be basic or blog-master' }),
  interval: z.enum(INTERVALS).default('month'),
})

export async function createCheckout(
  payload: Payload,
  user: User,
  { plan, interval }: { plan: PaidPlan; interval: Interval },
): Promise<{ url: string } | { isAdmin: true }> {
  // Admins have unlimited access already: they never pay.
  if (userIsAdmin(user)) return { isAdmin: true }
  const stripe = stripeClient()
  const [price, customer] = await Promise.all([findPrice(stripe, plan, interval), ensureCustomer(payload, user)])
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: serverUrl(`${href('success')}?session_id={CHECKOUT_SESSION_ID}`),
    cancel_url: serverUrl(href('pricing')),
    client_reference_id: String(user.id),
    metadata: { userId: String(user.id), plan, interval },
    subscription_data: { metadata: { userId: String(user.id) } },
    allow_promotion_codes: true,
  })
  if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'Failed to create payment page.')
  return { url: session.url }
}

export async function createPortal(user: User): Promise<{ url: string }> {
  if (!user.stripeCustomerId) throw new AppError('NOT_FOUND', 'You have no subscription to manage yet.')
  const session = await stripeClient().billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: serverUrl(href('subscription')),
  })
  if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', 'No portal URL returned')
  return { url: session.url }
}
