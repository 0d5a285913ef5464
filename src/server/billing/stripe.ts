import 'server-only'

import Stripe from 'stripe'

import { env } from '../env'
import { AppError } from '../errors'
import { PLANS, price as planPrice, priceLookupKey, type Interval, type PaidPlan } from '@/shared/plans'

let cached: { key: string; client: Stripe } | undefined

/** The Stripe SDK, pointed at STRIPE_API_BASE when set (a loopback Stripe in tests). */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env()
  if (!key) throw new AppError('BILLING_NOT_CONFIGURED', 'Payments are not configured on this server yet.')
  if (cached?.key === key) return cached.client
  const url = base ? new URL(base) : undefined
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' } : {}),
  })
  cached = { key, client }
  return client
}

export async function findPrice(stripe: Stripe, plan: PaidPlan, interval: Interval): Promise<Stripe.Price> {
  const { data } = await stripe.prices.list({ lookup_keys: [priceLookupKey(plan, interval)], active: true, limit: 1 })
  const found = data[0]
  if (!found) {
    throw new AppError('BILLING_NOT_CONFIGURED', `No Stripe price "${priceLookupKey(plan, interval)}": run npm run stripe:setup.`)
  }
  return found
}

/** Creates the two products and four prices (by lookup key) unless they exist. Idempotent. */
export async function setupStripeCatalog(stripe: Stripe): Promise<{ created: string[]; existing: string[] }> {
  const created: string[] = []
  const existing: string[] = []
  for (const plan of ['basic', 'blog-master'] as const) {
    const productId = `seo-writer-${plan}`
    let product = await stripe.products.retrieve(productId).catch(() => null)
    if (!product) {
      product = await stripe.products.create({ id: productId, name: `SEO Writer ${PLANS[plan].name}`, metadata: { plan } })
      created.push(productId)
    }
    for (const interval of ['month', 'year'] as const) {
      const lookupKey = priceLookupKey(plan, interval)
      const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
      const amount = planPrice(plan, interval) * 100
      if (data[0]?.unit_amount === amount && data[0].recurring?.interval === interval) {
        existing.push(lookupKey)
        continue
      }
      // A changed amount gets a new price that takes the lookup key over.
      await stripe.prices.create({
        product: product.id,
        unit_amount: amount,
        currency: 'usd',
        recurring: { interval },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { plan, interval },
      })
      created.push(lookupKey)
    }
  }
  return { created, existing }
}
