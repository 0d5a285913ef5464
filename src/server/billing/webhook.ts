import 'server-only'

import type { Payload } from 'payload'
import Stripe from 'stripe'

import type { Subscription } from '@/payload-types'
import { env } from '../env'
import { AppError } from '../errors'
import { notifyAdminsOfSubscriptionChange, sendSubscriptionConfirmation } from '../email/accountEmails'
import { subscriptionChange } from './changes'
import { planFromLookupKey, subscriptionCounts } from '@/shared/plans'
import { stripeClient } from './stripe'

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
])

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

/** Verifies the signature over the exact bytes Stripe sent. */
export function verifyEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!secret) throw new AppError('BILLING_NOT_CONFIGURED', 'STRIPE_WEBHOOK_SECRET is not set.')
  if (!signature) throw new AppError('INVALID_SIGNATURE', 'Missing Stripe-Signature header.')
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, secret)
  } catch {
    throw new AppError('INVALID_SIGNATURE', 'The webhook signature is not valid.')
  }
}

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type.startsWith('customer.subscription.')) return object.id as string
  if (event.type === 'checkout.session.completed') return (object.subscription as string | null) ?? null
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: string } } | undefined
    return parent?.subscription_details?.subscription ?? (object.subscription as string | undefined) ?? null
  }
  return null
}

/**
 * Handles one verified event exactly once: its id is stored first (a replay finds it and stops),
 * and the subscription is re-fetched from Stripe, so replays and out-of-order delivery all end
 * in Stripe's current state. If handling fails the id is released so Stripe's retry runs again.
 */
export async function handleEvent(payload: Payload, event: Stripe.Event): Promise<WebhookOutcome> {
  const object = (event?.data as { object?: unknown } | undefined)?.object
  if (typeof event?.id !== 'string' || !/^evt_\w{1,250}$/.test(event.id) || typeof event.type !== 'string' || !object || typeof object !== 'object') {
    throw new AppError('VALIDATION_ERROR', 'The event has no valid id, type or object.')
  }
  if (!HANDLED_EVENTS.has(event.type)) return 'ignored'
  let record: { id: number | string }
  try {
    record = await payload.create({ collection: 'stripe-events', data: { eventId: event.id, type: event.type }, overrideAccess: true, depth: 0 })
  } catch {
    const seen = await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (seen.totalDocs > 0) return 'duplicate'
    throw new AppError('INTERNAL_ERROR', 'Could not record the event.')
  }
  try {
    const subscriptionId = subscriptionIdOf(event)
    if (typeof subscriptionId === 'string' && subscriptionId) await syncSubscription(payload, subscriptionId)
    return 'processed'
  } catch (error) {
    // An event about a subscription Stripe does not know (deleted, or another account's): nothing
    // to sync now or on a retry, so it is recorded and ignored rather than failed.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return 'ignored'
    await payload.delete({ collection: 'stripe-events', id: record.id, overrideAccess: true }).catch(() => {})
    throw error
  }
}

async function ownerOf(payload: Payload, subscription: Stripe.Subscription): Promise<number | null> {
  const fromMetadata = Number(subscription.metadata?.userId)
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) return fromMetadata
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
  const { docs } = await payload.find({ collection: 'users', where: { stripeCustomerId: { equals: customerId } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0]?.id as number | undefined) ?? null
}

/** Stores Stripe's current state of one subscription. */
export async function syncSubscription(payload: Payload, subscriptionId: string): Promise<Subscription | null> {
  const remote = await stripeClient().subscriptions.retrieve(subscriptionId)
  const item = remote.items.data[0]
  const plan = planFromLookupKey(item?.price.lookup_key)
  const userId = await ownerOf(payload, remote)
  if (!plan || !item || !userId) {
    payload.logger.warn(`Stripe subscription ${subscriptionId}: unknown price or owner, not stored`)
    return null
  }
  const data = {
    user: userId,
    stripeSubscriptionId: remote.id,
    stripeCustomerId: typeof remote.customer === 'string' ? remote.customer : remote.customer.id,
    tier: plan.plan,
    status: remote.status as Subscription['status'],
    interval: plan.interval,
    currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(),
    cancelAtPeriodEnd: remote.cancel_at_period_end,
    stripeUpdatedAt: new Date().toISOString(),
  }
  const previous = (await payload.find({ collection: 'subscriptions', where: { stripeSubscriptionId: { equals: remote.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] ?? null
  const saved = await upsert(payload, data)
  const change = subscriptionChange(previous, saved, new Date())
  if (change) {
    await notifyAdminsOfSubscriptionChange(payload, userId, change, saved).catch((err) => payload.logger.error({ err, msg: 'admin subscription notification failed' }))
  }
  if (subscriptionCounts(saved, new Date())) {
    await sendSubscriptionConfirmation(payload, userId, saved).catch((err) =>
      payload.logger.error({ err, msg: 'subscription confirmation e-mail failed' }),
    )
  }
  return saved
}

async function upsert(payload: Payload, data: Omit<Subscription, 'id' | 'createdAt' | 'updatedAt'>): Promise<Subscription> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { stripeSubscriptionId: { equals: data.stripeSubscriptionId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return payload.update({ collection: 'subscriptions', id: docs[0].id, data, depth: 0, overrideAccess: true })
    try {
      return await payload.create({ collection: 'subscriptions', data, depth: 0, overrideAccess: true })
    } catch (error) {
      // Two events for a new subscription at once: the other one created it; update instead.
      if (attempt === 1) throw error
    }
  }
  throw new Error('unreachable')
}
