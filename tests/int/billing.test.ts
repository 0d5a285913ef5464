import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { monthlyLimit } from '@/shared/plans'
import { signStripePayload, startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

const WEBHOOK_SECRET = 'whsec_integration_secret'
const WEBHOOK_PATH = '/api/billing/webhook'

let payload: Payload
let api: Handlers
let stripe: FakeStripe
let sink: Sink
let receiver: http.Server
let billing: {
  checkout: typeof import('@/server/billing/checkout')
  status: typeof import('@/server/billing/status')
  stripe: typeof import('@/server/billing/stripe')
}

type Delivery = { status: number; outcome: string | undefined }

/**
 * POSTs the raw bytes and the Stripe-Signature header to the real POST /api/billing/webhook: Payload's
 * REST route handler as src/app/(payload)/api/[...slug]/route.ts mounts it, our endpoint behind it.
 * The outcome is what the endpoint answered: `outcome` of `{ received: true, outcome }`, or the
 * `error.code` of an error answer.
 */
async function deliver(raw: string, signature: string | null, path = WEBHOOK_PATH): Promise<Delivery> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
  if (signature !== null) headers['stripe-signature'] = signature
  const answer = await api.rest('POST', path, { body: raw, headers })
  const body = (answer.json ?? {}) as { received?: unknown; outcome?: string; error?: { code?: string } }
  if (answer.status === 200 && body.received !== true) throw new Error(`webhook answered 200 without received: true: ${answer.text}`)
  return { status: answer.status, outcome: answer.status === 200 ? body.outcome : body.error?.code }
}

beforeAll(async () => {
  // The fake Stripe delivers over HTTP, as Stripe does; this bridge hands each delivery (its path,
  // bytes and signature) to the real route handler and answers with what it answered.
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', async () => {
      try {
        const result = await deliver(Buffer.concat(chunks).toString('utf8'), (req.headers['stripe-signature'] as string) ?? null, req.url)
        res.statusCode = result.status
        res.end(JSON.stringify(result))
      } catch (error) {
        res.statusCode = 500
        res.end(String(error))
      }
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  stripe = await startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${WEBHOOK_PATH}`,
  })
  sink = await startSmtpSink()
  payload = await bootPayload({
    STRIPE_SECRET_KEY: 'sk_test_integration',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.apiBase,
    SMTP_URL: sink.smtpUrl,
  })
  api = await makeHandlers(payload.config)
  billing = {
    checkout: await import('@/server/billing/checkout'),
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
    expect(status).toMatchObject({ subscribed: true, tier: 'basic', interval: 'year', limit: monthlyLimit('basic') })
    const days = (new Date(status.subscriptionEnd!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(360)
    await waitForEmail(sink, user.email, /Your PRO subscription is active/)
    // Three events touched this subscription; the confirmation went out once.
    await new Promise((r) => setTimeout(r, 300))
    expect(sink.messages.filter((m) => m.to.includes(user.email) && /subscription is active/.test(m.subject))).toHaveLength(1)
  })

  it('admins are told once of each subscribe and cancel (subscription_change), however often Stripe sends the events', async () => {
    const admin = await newUser(['admin', 'user'])
    const user = await buy(await newUser(), 'blog-master', 'month')
    const told = (change: RegExp) => sink.messages.filter((m) => m.to.includes(admin.email) && change.test(m.subject) && m.subject.includes(user.email))
    await waitForEmail(sink, admin.email, /^Subscription: .* subscribed$/)
    const sub = (await payload.find({ collection: 'subscriptions', where: { user: { equals: user.id } }, overrideAccess: true })).docs[0]!
    await stripe.updateSubscription(sub.stripeSubscriptionId, { cancel_at_period_end: true })
    await waitForEmail(sink, admin.email, /^Subscription: .* canceled$/)
    // Every event again: nothing new.
    const events = stripe.sentEvents.filter((e) => JSON.stringify(e).includes(sub.stripeSubscriptionId))
    for (const event of events) {
      const raw = JSON.stringify({ ...event, id: `${event.id}_again` })
      await deliver(raw, signStripePayload(raw, WEBHOOK_SECRET))
    }
    await new Promise((r) => setTimeout(r, 500))
    expect(told(/subscribed$/)).toHaveLength(1)
    expect(told(/canceled$/)).toHaveLength(1)
    expect(told(/subscribed$/)[0]!.text).toContain('Plan: PRO PLUS (month)')
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
    const signed = (body: unknown) => {
      const raw = JSON.stringify(body)
      return deliver(raw, signStripePayload(raw, WEBHOOK_SECRET))
    }
    expect(await signed(event)).toEqual({ status: 200, outcome: 'ignored' })
    expect(await payload.count({ collection: 'stripe-events', where: { eventId: { equals: event.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
    expect(await signed({ ...event, id: 42 })).toEqual({ status: 400, outcome: 'VALIDATION_ERROR' })
    expect(await signed({ ...event, id: `${event.id}b`, data: '<form>' })).toEqual({ status: 400, outcome: 'VALIDATION_ERROR' })
    expect(await payload.count({ collection: 'stripe-events', where: { eventId: { equals: `${event.id}b` } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
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
    expect(await billing.status.billingStatus(payload, user)).toMatchObject({ subscribed: false, tier: 'free', limit: monthlyLimit('free') })
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
