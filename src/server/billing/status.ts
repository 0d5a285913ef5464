import 'server-only'

import type { Payload } from 'payload'

import type { Subscription, User } from '@/payload-types'
import { userIsAdmin } from '@/server/auth/roles'
import { usageThisMonth } from '../quota'
import { resetsAt } from '../quota/period'
import { effectiveTier, entitlements, isUnlimited, monthlyImageLimit, monthlyLimit, planState, subscriptionCounts, UNLIMITED, type BillingStatus, type Tier } from '@/shared/plans'


/** The subscription that decides the plan: one that counts now, else the most recent. */
export async function currentSubscription(payload: Payload, user: User, now = new Date()): Promise<Subscription | null> {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { user: { equals: user.id } },
    sort: '-currentPeriodEnd',
    limit: 10,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs.find((s) => subscriptionCounts(s, now)) ?? docs[0] ?? null
}

export async function tierOf(payload: Payload, user: User, now = new Date()): Promise<Tier> {
  return effectiveTier(userIsAdmin(user), await currentSubscription(payload, user, now), now)
}

export async function billingStatus(payload: Payload, user: User, now = new Date()): Promise<BillingStatus> {
  const [subscription, usage, imagesUsed] = await Promise.all([
    currentSubscription(payload, user, now),
    usageThisMonth(payload, user.id, now),
    usageThisMonth(payload, user.id, now, 'images'),
  ])
  const tier = effectiveTier(userIsAdmin(user), subscription, now)
  const counts = subscriptionCounts(subscription, now)
  const limit = monthlyLimit(tier)
  return {
    subscribed: tier !== 'free',
    state: planState(tier, subscription, now),
    tier,
    trialing: counts && subscription?.status === 'trialing',
    interval: counts ? (subscription?.interval ?? null) : null,
    subscriptionEnd: subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: counts ? Boolean(subscription?.cancelAtPeriodEnd) : false,
    usage,
    limit,
    remaining: isUnlimited(limit) ? UNLIMITED : Math.max(0, limit - usage),
    resetsAt: resetsAt(now).toISOString(),
    images: { used: imagesUsed, limit: monthlyImageLimit(tier) },
    entitlements: entitlements(tier),
  }
}
