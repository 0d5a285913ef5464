import type { Payload } from 'payload'

import type { Subscription, User } from '@/payload-types'
import { monthlyLimit, UNLIMITED } from '@/shared/plans'
import { bootPayload, createVerifiedUser, shutdown, uniqueEmail } from './support'

let payload: Payload
let quota: typeof import('@/server/quota')
let status: typeof import('@/server/billing/status')

beforeAll(async () => {
  payload = await bootPayload()
  quota = await import('@/server/quota')
  status = await import('@/server/billing/status')
})
afterAll(() => shutdown(payload))

const newUser = (roles: ('user' | 'admin')[] = ['user']): Promise<User> => createVerifiedUser(payload, 'quota', roles)

async function subscribe(user: User, data: { tier: 'basic' | 'blog-master'; status: string; currentPeriodEnd: string }): Promise<Subscription> {
  return payload.create({
    collection: 'subscriptions',
    data: { user: user.id, stripeSubscriptionId: `sub_${user.id}_${Math.random()}`, stripeCustomerId: 'cus_x', interval: 'month', ...data } as never,
    overrideAccess: true,
  })
}

const future = () => new Date(Date.now() + 86_400_000).toISOString()
const past = () => new Date(Date.now() - 1000).toISOString()

describe('reserveCredit', () => {
  it('200 concurrent requests with 5 credits left: exactly 5 succeed and the counter ends at the limit', async () => {
    const user = await newUser()
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => quota.reserveCredit(payload, { userId: user.id, limit: 5 })))
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(ok).toHaveLength(5)
    expect(refused.every((r) => r.reason.code === 'QUOTA_EXCEEDED')).toBe(true)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(5)
  })

  it('refunds a failed generation so the credit can be used again', async () => {
    const user = await newUser()
    const reservations = []
    for (let i = 0; i < 5; i++) reservations.push(await quota.reserveCredit(payload, { userId: user.id, limit: 5 }))
    await expect(quota.reserveCredit(payload, { userId: user.id, limit: 5 })).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' })
    await quota.refundCredit(payload, reservations[4]!)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(4)
    await quota.reserveCredit(payload, { userId: user.id, limit: 5 })
  })

  it('counts per UTC month: the last millisecond of a month and the first of the next are separate', async () => {
    const user = await newUser()
    const lastInstant = new Date('2026-01-31T23:59:59.999Z')
    const firstInstant = new Date('2026-02-01T00:00:00.000Z')
    await quota.reserveCredit(payload, { userId: user.id, limit: 1, now: lastInstant })
    await expect(quota.reserveCredit(payload, { userId: user.id, limit: 1, now: lastInstant })).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' })
    await quota.reserveCredit(payload, { userId: user.id, limit: 1, now: firstInstant })
    expect(await quota.usageThisMonth(payload, user.id, firstInstant)).toBe(1)
  })

  it('still counts unlimited plans', async () => {
    const user = await newUser()
    for (let i = 0; i < 7; i++) await quota.reserveCredit(payload, { userId: user.id, limit: UNLIMITED })
    expect(await quota.usageThisMonth(payload, user.id)).toBe(7)
  })
})

describe('deleting a user', () => {
  it('removes their usage and subscriptions with them (it used to fail on the owner reference)', async () => {
    const user = await newUser()
    const bystander = await newUser()
    await quota.reserveCredit(payload, { userId: user.id, limit: monthlyLimit('free') })
    const subscription = await subscribe(user, { tier: 'basic', status: 'active', currentPeriodEnd: future() })
    const kept = await subscribe(bystander, { tier: 'basic', status: 'active', currentPeriodEnd: future() })
    const owned = (collection: 'usage' | 'subscriptions', id: number) => payload.count({ collection, where: { user: { equals: id } }, overrideAccess: true })
    const subscriptionById = (id: number) => payload.count({ collection: 'subscriptions', where: { id: { equals: id } }, overrideAccess: true })
    // What the delete has to remove is really there first.
    expect(await owned('usage', user.id)).toEqual({ totalDocs: 1 })
    expect(await owned('subscriptions', user.id)).toEqual({ totalDocs: 1 })

    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })

    expect(await payload.count({ collection: 'users', where: { id: { equals: user.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await owned('usage', user.id)).toEqual({ totalDocs: 0 })
    expect(await owned('subscriptions', user.id)).toEqual({ totalDocs: 0 })
    expect(await subscriptionById(subscription.id)).toEqual({ totalDocs: 0 })
    // Only the deleted user's records went.
    expect(await subscriptionById(kept.id)).toEqual({ totalDocs: 1 })
  })
})

describe('billingStatus', () => {
  it('a free user: the free limit, all of it remaining, resets at the next UTC month', async () => {
    const user = await newUser()
    const now = new Date('2026-03-15T10:00:00Z')
    expect(await status.billingStatus(payload, user, now)).toMatchObject({
      subscribed: false,
      tier: 'free',
      usage: 0,
      limit: monthlyLimit('free'),
      remaining: monthlyLimit('free'),
      resetsAt: '2026-04-01T00:00:00.000Z',
      // The image quota is shown with the article quota (issue 39: locks consistent).
      images: { used: 0, limit: 5 },
    })
  })

  it('an active PRO subscription gives the PRO limit; an expired one gives free', async () => {
    const active = await newUser()
    await subscribe(active, { tier: 'basic', status: 'active', currentPeriodEnd: future() })
    expect(await status.billingStatus(payload, active)).toMatchObject({ subscribed: true, tier: 'basic', limit: monthlyLimit('basic') })
    const expired = await newUser()
    await subscribe(expired, { tier: 'blog-master', status: 'active', currentPeriodEnd: past() })
    expect(await status.billingStatus(payload, expired)).toMatchObject({ subscribed: false, tier: 'free', limit: monthlyLimit('free') })
  })

  it('trialing counts and is flagged; canceled does not', async () => {
    const trial = await newUser()
    await subscribe(trial, { tier: 'basic', status: 'trialing', currentPeriodEnd: future() })
    expect(await status.billingStatus(payload, trial)).toMatchObject({ tier: 'basic', trialing: true })
    const canceled = await newUser()
    await subscribe(canceled, { tier: 'basic', status: 'canceled', currentPeriodEnd: future() })
    expect(await status.billingStatus(payload, canceled)).toMatchObject({ tier: 'free' })
  })

  it('admins are unlimited and never see checkout', async () => {
    const admin = await newUser(['admin', 'user'])
    expect(await status.billingStatus(payload, admin)).toMatchObject({
      tier: 'admin',
      limit: UNLIMITED,
      remaining: UNLIMITED,
      entitlements: { checkout: false, textToSpeech: true },
    })
  })

  it('a user cannot read another user’s subscription or usage', async () => {
    const owner = await newUser()
    const other = await newUser()
    await subscribe(owner, { tier: 'basic', status: 'active', currentPeriodEnd: future() })
    await quota.reserveCredit(payload, { userId: owner.id, limit: monthlyLimit('basic') })
    const subs = await payload.find({ collection: 'subscriptions', user: other, overrideAccess: false, where: { user: { equals: owner.id } } })
    const usage = await payload.find({ collection: 'usage', user: other, overrideAccess: false, where: { user: { equals: owner.id } } })
    expect(subs.totalDocs + usage.totalDocs).toBe(0)
    const mine = await payload.find({ collection: 'usage', user: owner, overrideAccess: false })
    expect(mine.totalDocs).toBe(1)
  })
})
