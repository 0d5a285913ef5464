// `npm run stripe:setup`: creates the PRO and PRO PLUS products and their monthly and yearly
// prices (found later by lookup key) in the Stripe account of STRIPE_SECRET_KEY. Safe to re-run.
import { setupStripeCatalog, stripeClient } from '../src/server/billing/stripe'

const { created, existing } = await setupStripeCatalog(stripeClient())
console.log(`Stripe catalog ready. Created: ${created.join(', ') || 'nothing'}. Already there: ${existing.join(', ') || 'nothing'}.`)
