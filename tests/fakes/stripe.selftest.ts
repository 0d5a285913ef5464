// Self-test of the fake Stripe against the real SDK: `npx tsx tests/fakes/stripe.selftest.ts`.
import Stripe from 'stripe'

import { readBody, startServer } from './http'
import { assert, equal, runSelfTest, waitFor } from './selftest'
import { parseForm, startFakeStripe, type FakeStripe } from './stripe'

const SECRET = 'whsec_selftest_secret'

/** A webhook endpoint that verifies each delivery with the real SDK. */
async function startReceiver(): Promise<{ url: string; events: Stripe.Event[]; rejected: string[]; close(): Promise<void> }> {
  const verifier = new Stripe('sk_test_x')
  const events: Stripe.Event[] = []
  const rejected: string[] = []
  const server = await startServer({
    label: 'selftest-receiver',
    port: 0,
    async handle(req, res) {
      const raw = await readBody(req, 10_000_000, () => new Error('webhook payload too large'))
      try {
        const event = verifier.webhooks.constructEvent(raw, String(req.headers['stripe-signature'] ?? ''), SECRET)
        events.push(event)
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
      } catch (error) {
        rejected.push((error as Error).message)
        res.writeHead(400).end('bad signature')
      }
    },
    internalError: (res) => res.writeHead(500).end(),
  })
  return { url: `${server.baseUrl}/api/stripe/webhook`, events, rejected, close: server.close }
}

async function main(): Promise<void> {
  // The form parser on its own.
  equal(
    parseForm('line_items[0][price]=price_x&line_items[0][quantity]=1&metadata[userId]=7&lookup_keys[]=a&lookup_keys[]=b&expand[0]=data.product&q=a+b%26c'),
    { line_items: [{ price: 'price_x', quantity: '1' }], metadata: { userId: '7' }, lookup_keys: ['a', 'b'], expand: ['data.product'], q: 'a b&c' },
    'parseForm',
  )
  equal(parseForm('__proto__[x]=1&a[constructor]=2'), {}, 'parseForm ignores prototype keys')

  const receiver = await startReceiver()
  let fake: FakeStripe | undefined
  try {
    fake = await startFakeStripe({ webhookSecret: SECRET, webhookUrl: receiver.url })
    const stripe = new Stripe('sk_test_x', { host: '127.0.0.1', port: fake.port, protocol: 'http' })
    console.log(`fake Stripe at ${fake.apiBase}, receiver at ${receiver.url}`)

    // Auth.
    const anonymous = await fetch(`${fake.apiBase}/v1/customers/cus_x`)
    equal(anonymous.status, 401, 'no API key → 401')
    const badKey = new Stripe('pk_test_x', { host: '127.0.0.1', port: fake.port, protocol: 'http' })
    const authError = await badKey.customers.create({ email: 'x@example.com' }).catch((e: unknown) => e)
    assert(authError instanceof Stripe.errors.StripeAuthenticationError, `a publishable key gives StripeAuthenticationError, got ${String(authError)}`)

    // Catalog.
    const product = await stripe.products.create({ id: 'seo-writer-basic', name: 'SEO Writer Basic', metadata: { plan: 'basic' } })
    equal([product.id, product.object, product.name, product.metadata.plan, product.active], ['seo-writer-basic', 'product', 'SEO Writer Basic', 'basic', true], 'product')
    equal((await stripe.products.retrieve('seo-writer-basic')).id, 'seo-writer-basic', 'products.retrieve')
    const missingProduct = await stripe.products.retrieve('nope').catch((e: unknown) => e)
    assert(missingProduct instanceof Stripe.errors.StripeInvalidRequestError, 'unknown product → StripeInvalidRequestError')
    equal([missingProduct.statusCode, missingProduct.code], [404, 'resource_missing'], 'unknown product → 404 resource_missing')
    const products = await stripe.products.list({ active: true })
    equal(products.data.map((p) => p.id), ['seo-writer-basic'], 'products.list')

    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 900,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'basic_monthly',
      transfer_lookup_key: true,
      metadata: { plan: 'basic', interval: 'month' },
    })
    equal([price.object, price.type, price.active, price.unit_amount, price.recurring?.interval, price.recurring?.interval_count], ['price', 'recurring', true, 900, 'month', 1], 'price')
    const duplicateKey = await stripe.prices
      .create({ product: product.id, unit_amount: 1000, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'basic_monthly' })
      .catch((e: unknown) => e)
    assert(duplicateKey instanceof Stripe.errors.StripeInvalidRequestError, 'a taken lookup key without transfer → error')

    const prices = await stripe.prices.list({ lookup_keys: ['basic_monthly'], active: true, limit: 1, expand: ['data.product'] })
    equal(prices.object, 'list', 'prices.list is a list')
    equal(prices.data.map((p) => p.id), [price.id], 'prices.list by lookup key')
    const expanded = prices.data[0]?.product as Stripe.Product
    equal([expanded.object, expanded.name], ['product', 'SEO Writer Basic'], 'expand data.product')
    const none = await stripe.prices.list({ lookup_keys: ['nothing_here'] })
    equal(none.data.length, 0, 'unknown lookup key → empty list')

    // Customer and checkout.
    const customer = await stripe.customers.create({ email: 'buyer@example.com', name: 'buyer', metadata: { userId: '7' } })
    equal([customer.object, customer.email, customer.metadata.userId], ['customer', 'buyer@example.com', '7'], 'customer')
    equal((await stripe.customers.retrieve(customer.id)).id, customer.id, 'customers.retrieve')

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
      client_reference_id: '7',
      metadata: { userId: '7', plan: 'basic', interval: 'month' },
      subscription_data: { metadata: { userId: '7' } },
      allow_promotion_codes: true,
    })
    equal([session.object, session.status, session.payment_status, session.mode, session.customer, session.subscription], ['checkout.session', 'open', 'unpaid', 'subscription', customer.id, null], 'session')
    assert(session.id.startsWith('cs_test_'), 'session id')
    equal(session.url, `${fake.apiBase}/pay/${session.id}`, 'session url')

    const payPage = await fetch(session.url!)
    const html = await payPage.text()
    equal(payPage.status, 200, 'pay page status')
    assert(html.includes('<title>Fake Stripe Checkout</title>'), 'pay page title')
    assert(html.includes('SEO Writer Basic') && html.includes('9.00 USD') && html.includes('month'), 'pay page shows product, amount and interval')
    assert(html.includes(`<form method="post" action="/pay/${session.id}">`) && html.includes('<button type="submit">Pay</button>'), 'pay form')
    assert(html.includes('href="http://localhost:3000/pricing"'), 'cancel link')

    const paid = await fetch(session.url!, { method: 'POST', redirect: 'manual' })
    equal(paid.status, 303, 'pay → 303')
    equal(paid.headers.get('location'), `http://localhost:3000/success?session_id=${session.id}`, 'pay → success_url with the id')

    equal(receiver.rejected, [], 'no rejected signatures')
    equal(receiver.events.map((e) => e.type), ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'], 'three verified events, in order')
    equal(fake.sentEvents.map((e) => e.id), receiver.events.map((e) => e.id), 'sentEvents match the deliveries')
    const [completed, subCreated, invoicePaid] = receiver.events as [Stripe.Event, Stripe.Event, Stripe.Event]
    const completedSession = completed.data.object as Stripe.Checkout.Session
    equal([completed.api_version, completedSession.status, completedSession.payment_status], ['2026-10-28.endive', 'complete', 'paid'], 'completed session')
    const subId = completedSession.subscription as string
    assert(subId?.startsWith('sub_'), 'session.subscription is a sub id')
    equal((subCreated.data.object as Stripe.Subscription).id, subId, 'subscription.created')
    const invoice = invoicePaid.data.object as Stripe.Invoice
    equal([invoice.status, invoice.amount_paid, invoice.parent?.subscription_details?.subscription, invoice.parent?.subscription_details?.metadata?.userId], ['paid', 900, subId, '7'], 'invoice.paid')

    const retrievedSession = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })
    equal([retrievedSession.status, retrievedSession.subscription, retrievedSession.line_items?.data[0]?.price?.id], ['complete', subId, price.id], 'sessions.retrieve')

    const sub = await stripe.subscriptions.retrieve(subId)
    const item = sub.items.data[0]!
    equal([sub.object, sub.status, sub.customer, sub.cancel_at_period_end, sub.metadata.userId], ['subscription', 'active', customer.id, false, '7'], 'subscription')
    equal([item.object, item.price.lookup_key, item.quantity], ['subscription_item', 'basic_monthly', 1], 'subscription item')
    equal(item.current_period_end - item.current_period_start, 30 * 24 * 3600, 'monthly period is 30 days')
    assert(Math.abs(item.current_period_start - Date.now() / 1000) < 60, 'period starts now')
    const subs = await stripe.subscriptions.list({ customer: customer.id, status: 'all' })
    equal(subs.data.map((s) => s.id), [subId], 'subscriptions.list')

    // Portal.
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/dashboard/subscription' })
    equal([portal.object, portal.customer, portal.url], ['billing_portal.session', customer.id, `${fake.apiBase}/portal/${portal.id}`], 'portal session')
    const portalHtml = await (await fetch(portal.url)).text()
    assert(portalHtml.includes('<title>Fake Stripe Customer Portal</title>') && portalHtml.includes('basic_monthly'), 'portal page')
    assert(portalHtml.includes(`action="/portal/${portal.id}/cancel/${subId}"`) && portalHtml.includes('Cancel subscription'), 'portal cancel form')
    assert(portalHtml.includes('href="http://localhost:3000/dashboard/subscription"') && portalHtml.includes('Return'), 'portal return link')

    // Cancel at period end through the API.
    const updated = await stripe.subscriptions.update(subId, { cancel_at_period_end: true })
    equal([updated.cancel_at_period_end, updated.cancel_at], [true, item.current_period_end], 'subscriptions.update')
    await waitFor(() => receiver.events.length === 4, 'customer.subscription.updated')
    const updatedEvent = receiver.events[3]!
    equal(updatedEvent.type, 'customer.subscription.updated', 'update event type')
    equal((updatedEvent.data.object as Stripe.Subscription).cancel_at_period_end, true, 'update event carries the new state')
    equal((updatedEvent.data.previous_attributes as { cancel_at_period_end?: boolean }).cancel_at_period_end, false, 'previous_attributes')
    const portalAfter = await (await fetch(portal.url)).text()
    assert(portalAfter.includes('Cancels at period end'), 'portal shows "Cancels at period end"')

    // The programmatic hook, then the end.
    const ended = await fake.updateSubscription(subId, { status: 'canceled' })
    equal(ended.status, 'canceled', 'updateSubscription')
    equal(receiver.events.at(-1)?.type, 'customer.subscription.deleted', 'updateSubscription(canceled) → .deleted')
    equal((await stripe.subscriptions.list({ customer: customer.id })).data.length, 0, 'canceled subscriptions hidden by default')

    // Errors.
    const badCheckout = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_missing', quantity: 1 }], success_url: 'http://localhost/ok' })
      .catch((e: unknown) => e)
    assert(badCheckout instanceof Stripe.errors.StripeInvalidRequestError, `unknown price → StripeInvalidRequestError, got ${String(badCheckout)}`)
    equal([badCheckout.statusCode, badCheckout.code, badCheckout.param, badCheckout.message], [400, 'resource_missing', 'line_items[0][price]', "No such price: 'price_missing'"], 'unknown price error')

    console.log(`OK: ${receiver.events.length} webhook events verified (${receiver.events.map((e) => e.type).join(', ')})`)
  } finally {
    await fake?.stop()
    await receiver.close()
  }
}

runSelfTest(main)
