import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { signStripePayload, startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { bootPayload, createVerifiedUser, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

const WEBHOOK_SECRET = 'whsec_integration_secret'

let payload: Payload
let stripe: FakeStripe
let sink: Sink
let receiver: http.Server
let billing: {
  checkout: typeof import('@/server/billing/checkout')
  webhook: typeof import('@/server/billing/webhook')
  status: typeof import('@/server/billing/status')
  stripe: typeof import('@/server/billing/stripe')
}

/** Delivers what the fake sends exactly as our endpoint does: raw bytes + signature header. */
async function deliver(raw: string, signature: string | null) {
  try {
    const event = billing.webhook.verifyEvent(raw, signature)
    return { status: 200, outcome: await billing.webhook.handleEvent(payload, event) }
  } catch (error) {
    return { status: (error as { status?: number }).status ?? 500, outcome: (error as { code?: string }).code }
  }
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', async () => {
      const result = await deliver(Buffer.concat(chunks).toString('utf8'), (req.headers['stripe-signature'] as string) ?? null)
      res.statusCode = result.status
      res.end(JSON.stringify(result))
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  stripe = await startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/billing/webhook`,
  })
  sink = await startSmtpSink()
  payload = await bootPayload({
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
    SMTP_URL: sink.smtpUrl,
  })
  billing = {
    checkout: await import('@/server/billing/checkout'),
    webhook: await import('@/server/billing/webhook'),
    status: await import('@/server/billing/status'),
    stripe: await import('@/server/billing/stripe'),
  }
  await billing.stripe.setupStripeCatalog(billing.stripe.stripeClient())
})

afterAll(async () => {
  await shutdown(payload)
  await stripe.stop()
  await sink.stop()
  receiver.close()
})

const newUser = (roles: ('user' | 'admin')[] = ['user']): Promise<User> => createVerifiedUser(payload, 'buyer', roles)

/** Checkout as the user would: our endpoint's service, then the Pay button of the hosted page. */
async function buy(user: User, plan: 'basic' | 'blog-master', interval: 'month' | 'year') {
  const result = await billing.checkout.createCheckout(payload, user, { plan, interval })
  if (!('url' in result)) throw new Error('expected a checkout url')
  const page = await fetch(result.url)
  expect(await page.text()).toContain('Pay')
  const paid = await fetch(result.url, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toMatch(/\/success\?session_id=cs_/)
  return payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
}

describe('catalog', () => {
  it('stripe:setup is idempotent', async () => {
    const again = await billing.stripe.setupStripeCatalog(billing.stripe.stripeClient())
    expect(again.created).toEqual([])
    expect(again.existing).toEqual(['basic_monthly', 'basic_yearly', 'blog-master_monthly', 'blog-master_yearly'])
  })
})

describe('checkout and webhook', () => {
  it('a yearly PRO purchase ends as an active PRO subscription a year long, with one confirmation e-mail', async () => {
    const user = await buy(await newUser(), 'basic', 'year')
    expect(user.stripeCustomerId).toMatch(/^cus_/)
    const status = await billing.status.billingStatus(payload, user)
    expect(status).toMatchObject({ subscribed: true, tier: 'basic', interval: 'year', limit: 50 })
    const days = (new Date(status.subscriptionEnd!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(360)
    await waitForEmail(sink, user.email, /Your PRO subscription is active/)
    // Three events touched this subscription; the confirmation went out once.
    await new Promise((r) => setTimeout(r, 300))
    expect(sink.messages.filter((m) => m.to.includes(user.email) && /subscription is active/.test(m.subject))).toHaveLength(1)
  })

  it('admins get {isAdmin: true} and never a checkout', async () => {
    expect(await billing.checkout.createCheckout(payload, await newUser(['admin', 'user']), { plan: 'basic', interval: 'month' })).toEqual({ isAdmin: true })
  })

  it('the customer portal answers with its URL', async () => {
    const user = await buy(await newUser(), 'blog-master', 'month')
    const { url } = await billing.checkout.createPortal(user)
    expect(url).toMatch(/\/portal\/bps_/)
  })

  it('an event about a subscription Stripe does not know is recorded and ignored, not a 500; a malformed event is a 400', async () => {
    const event = { id: `evt_missing${Date.now()}`, object: 'event', type: 'customer.subscription.updated', data: { object: { id: 'sub_missing', object: 'subscription' } } }
    expect(await billing.webhook.handleEvent(payload, event as never)).toBe('ignored')
    await expect(billing.webhook.handleEvent(payload, { ...event, id: 42 } as never)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' })
    await expect(billing.webhook.handleEvent(payload, { ...event, id: `${event.id}b`, data: '<form>' } as never)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' })
  })

  it('a bad signature is refused and changes nothing', async () => {
    const event = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted', data: { object: { id: 'sub_x' } } })
    expect(await deliver(event, signStripePayload(event, 'whsec_wrong'))).toEqual({ status: 400, outcome: 'INVALID_SIGNATURE' })
    expect(await deliver(event, null)).toEqual({ status: 400, outcome: 'INVALID_SIGNATURE' })
    expect(await payload.count({ collection: 'stripe-events', where: { eventId: { equals: 'evt_forged' } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('every event replayed 10 times in shuffled order ends in Stripe’s final state, each processed once', async () => {
    const user = await buy(await newUser(), 'basic', 'month')
    const sub = await payload.find({ collection: 'subscriptions', where: { user: { equals: user.id } }, overrideAccess: true })
    const subscriptionId = sub.docs[0]!.stripeSubscriptionId
    await stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true })
    await stripe.updateSubscription(subscriptionId, { status: 'canceled' })
    await stripe.waitForWebhooks()
    const events = stripe.sentEvents.filter((e) => JSON.stringify(e).includes(subscriptionId))
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'customer.subscription.updated', 'customer.subscription.deleted']),
    )
    const deliveries = events.flatMap((e) => Array.from({ length: 10 }, () => JSON.stringify(e)))
    deliveries.sort(() => Math.random() - 0.5)
    const outcomes = await Promise.all(deliveries.map((raw) => deliver(raw, signStripePayload(raw, WEBHOOK_SECRET))))
    expect(outcomes.every((o) => o.status === 200 && o.outcome === 'duplicate')).toBe(true)
    const final = await payload.find({ collection: 'subscriptions', where: { stripeSubscriptionId: { equals: subscriptionId } }, overrideAccess: true })
    expect(final.docs).toHaveLength(1)
    expect(final.docs[0]).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, tier: 'basic' })
    expect(await billing.status.billingStatus(payload, user)).toMatchObject({ subscribed: false, tier: 'free', limit: 5 })
  })

  it('events delivered first time out of order still end in the current state', async () => {
    const user = await newUser()
    const before = stripe.sentEvents.length
    // Stop deliveries reaching us, buy, change the plan state, then deliver newest first.
    stripe.setWebhookUrl('http://127.0.0.1:9/unreachable')
    const result = await billing.checkout.createCheckout(payload, user, { plan: 'blog-master', interval: 'month' })
    await fetch((result as { url: string }).url, { method: 'POST', redirect: 'manual' })
    const created = stripe.sentEvents.slice(before).find((e) => e.type === 'customer.subscription.created')!
    const subscriptionId = created.data.object.id as string
    await stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true })
    await stripe.waitForWebhooks()
    const events = stripe.sentEvents.slice(before).reverse()
    for (const event of events) {
      const raw = JSON.stringify(event)
      expect((await deliver(raw, signStripePayload(raw, WEBHOOK_SECRET))).status).toBe(200)
    }
    const final = await payload.find({ collection: 'subscriptions', where: { stripeSubscriptionId: { equals: subscriptionId } }, overrideAccess: true })
    expect(final.docs[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: 'blog-master' })
  })
})
