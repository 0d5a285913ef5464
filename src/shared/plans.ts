/**
 * Every plan fact of the product (SPEC 4, 6, 9), in one place. Screens, endpoints, quota, e-mails,
 * the texts (through src/i18n/facts.ts) and the Stripe setup read from here, so changing a limit
 * or a price is a one-line change. Client-safe: no server imports.
 */
export type PaidPlan = 'basic' | 'blog-master'
export type PlanKey = 'free' | PaidPlan
export type Tier = PlanKey | 'admin'
export type Interval = 'month' | 'year'

/** Stored as 999, shown as ∞. */
export const UNLIMITED = 999

/** monthlyLimit: articles; monthlyImages: AI featured images (issue 11), counted apart. */
export type Plan = { key: PlanKey; name: string; monthlyLimit: number; monthlyImages: number; priceMonthly: number }

export const PLANS: Record<PlanKey, Plan> = {
  free: { key: 'free', name: 'Free', monthlyLimit: 5, monthlyImages: 5, priceMonthly: 0 },
  basic: { key: 'basic', name: 'PRO', monthlyLimit: 50, monthlyImages: 50, priceMonthly: 25 },
  'blog-master': { key: 'blog-master', name: 'PRO PLUS', monthlyLimit: UNLIMITED, monthlyImages: 200, priceMonthly: 44 },
}

export const PAID_PLANS: PaidPlan[] = ['basic', 'blog-master']
export const INTERVALS: Interval[] = ['month', 'year']

export function isPaidPlan(value: unknown): value is PaidPlan {
  return value === 'basic' || value === 'blog-master'
}

/** A year costs this many months: the rest of the twelve are free. */
export const MONTHS_CHARGED_PER_YEAR = 10
export const FREE_MONTHS_PER_YEAR = 12 - MONTHS_CHARGED_PER_YEAR

export function price(plan: PlanKey, interval: Interval): number {
  const monthly = PLANS[plan].priceMonthly
  return interval === 'year' ? monthly * MONTHS_CHARGED_PER_YEAR : monthly
}

/** What a yearly plan costs per month, as the pricing cards show it. */
export function monthlyEquivalentOfYearly(plan: PlanKey): number {
  return Math.floor((PLANS[plan].priceMonthly * MONTHS_CHARGED_PER_YEAR) / 12)
}

/** Stripe prices are found by these lookup keys (`npm run stripe:setup` creates them). */
export function priceLookupKey(plan: PaidPlan, interval: Interval): string {
  return `${plan}_${interval}ly`
}

export function planFromLookupKey(lookupKey: string | null | undefined): { plan: PaidPlan; interval: Interval } | null {
  for (const plan of PAID_PLANS) for (const interval of INTERVALS) if (priceLookupKey(plan, interval) === lookupKey) return { plan, interval }
  return null
}

export type SubscriptionState = {
  tier?: string | null
  status?: string | null
  currentPeriodEnd?: string | Date | null
}

/** SPEC 4: a subscription counts only when active or trialing, on a paid tier, and not past its end. */
export function subscriptionCounts(subscription: SubscriptionState | null | undefined, now: Date): boolean {
  if (!subscription) return false
  if (subscription.status !== 'active' && subscription.status !== 'trialing') return false
  if (!isPaidPlan(subscription.tier)) return false
  if (!subscription.currentPeriodEnd) return false
  return new Date(subscription.currentPeriodEnd).getTime() > now.getTime()
}

export function effectiveTier(isAdmin: boolean, subscription: SubscriptionState | null | undefined, now: Date): Tier {
  if (isAdmin) return 'admin'
  return subscriptionCounts(subscription, now) ? (subscription!.tier as PaidPlan) : 'free'
}

export function monthlyLimit(tier: Tier): number {
  return tier === 'admin' ? UNLIMITED : PLANS[tier].monthlyLimit
}

/** AI featured images a month: Free 5, PRO 50, PRO PLUS 200, admins unlimited. */
export function monthlyImageLimit(tier: Tier): number {
  return tier === 'admin' ? UNLIMITED : PLANS[tier].monthlyImages
}

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED
}

/** A monthly limit as people read it: 5, 50 or ∞. */
export function limitLabel(limit: number): string {
  return isUnlimited(limit) ? '∞' : String(limit)
}

export type Entitlements = {
  integrations: boolean
  textToSpeech: boolean
  chat: boolean
  checkout: boolean
  manageSubscription: boolean
  /** Bulk runs: a keyword list written and published on a schedule (issue 36). */
  bulk: boolean
}
export type Entitlement = keyof Entitlements

/** What each tier may use; the server decides with it, screens show it. */
export function entitlements(tier: Tier): Entitlements {
  return {
    integrations: tier !== 'free',
    textToSpeech: tier === 'blog-master' || tier === 'admin',
    chat: tier === 'blog-master' || tier === 'admin',
    checkout: tier !== 'admin',
    manageSubscription: tier === 'basic' || tier === 'blog-master',
    bulk: tier !== 'free',
  }
}

/** The badge a user sees: Admin / PRO / PRO PLUS / Free, with (Trial) while trialing. */
export function tierLabel(tier: Tier, trialing = false): string {
  if (tier === 'admin') return 'Admin'
  const name = PLANS[tier].name
  return trialing && tier !== 'free' ? `${name} (Trial)` : name
}

/** The cheapest plan that includes an entitlement: what a tool card or an upgrade prompt names. */
export function cheapestPlanWith(entitlement: Entitlement): Plan | null {
  const key = (Object.keys(PLANS) as PlanKey[]).find((plan) => entitlements(plan)[entitlement])
  return key ? PLANS[key] : null
}

/** What each plan's card lists (message keys of `billing`; numbers come from src/i18n/facts.ts). */
export const PLAN_FEATURES: Record<PlanKey, string[]> = {
  free: ['freeF1', 'freeF2', 'freeF3'],
  basic: ['proF1', 'proF2', 'proF3', 'proF4'],
  'blog-master': ['plusF1', 'plusF2', 'plusF3', 'plusF4'],
}

/** A cell of the comparison table: included or not, a number, or a message key. */
export type ComparisonCell = { included: boolean } | { value: string } | { messageKey: string }

const SUPPORT: Record<PlanKey, string> = { free: 'supportCommunity', basic: 'supportEmail', 'blog-master': 'supportPriority' }

/** The pricing page's comparison table, derived from the limits and the entitlements above. */
export function comparisonRows(): { key: string; cells: Record<PlanKey, ComparisonCell> }[] {
  const row = (key: string, cell: (plan: PlanKey) => ComparisonCell) => ({
    key,
    cells: Object.fromEntries((Object.keys(PLANS) as PlanKey[]).map((plan) => [plan, cell(plan)])) as Record<PlanKey, ComparisonCell>,
  })
  return [
    row('monthlyArticles', (plan) => ({ value: limitLabel(PLANS[plan].monthlyLimit) })),
    row('monthlyImages', (plan) => ({ value: limitLabel(PLANS[plan].monthlyImages) })),
    row('seoTitles', () => ({ included: true })),
    row('export', () => ({ included: true })),
    row('integrations', (plan) => ({ included: entitlements(plan).integrations })),
    row('audio', (plan) => ({ included: entitlements(plan).textToSpeech })),
    row('chat', (plan) => ({ included: entitlements(plan).chat })),
    row('support', (plan) => ({ messageKey: SUPPORT[plan] })),
  ]
}

/** Where the plan stands, as the subscription card says it (SPEC 4). */
export type PlanState = 'free' | 'active' | 'trialing' | 'cancelling' | 'pastDue'

/** What GET /api/billing/status answers (src/server/billing/status.ts builds it). */
export type BillingStatus = {
  subscribed: boolean
  state: PlanState
  tier: Tier
  trialing: boolean
  interval: Interval | null
  subscriptionEnd: string | null
  cancelAtPeriodEnd: boolean
  usage: number
  limit: number
  remaining: number
  resetsAt: string
  /** AI featured images this month, counted apart from articles (monthlyImageLimit). */
  images: { used: number; limit: number }
  entitlements: Entitlements
}

/** SPEC 4: when the status cannot be read, the user is treated as free with nothing used. */
export function freeStatus(resetsAt: Date): BillingStatus {
  const limit = monthlyLimit('free')
  return {
    subscribed: false,
    state: 'free',
    tier: 'free',
    trialing: false,
    interval: null,
    subscriptionEnd: null,
    cancelAtPeriodEnd: false,
    usage: 0,
    limit,
    remaining: limit,
    resetsAt: resetsAt.toISOString(),
    images: { used: 0, limit: monthlyImageLimit('free') },
    entitlements: entitlements('free'),
  }
}

/** The card's state: a paid plan that counts, one that ends at the period's end, or a failed payment. */
export function planState(tier: Tier, subscription: (SubscriptionState & { cancelAtPeriodEnd?: boolean | null }) | null | undefined, now: Date): PlanState {
  if (tier === 'admin') return 'active'
  if (subscriptionCounts(subscription, now)) {
    if (subscription!.status === 'trialing') return 'trialing'
    return subscription!.cancelAtPeriodEnd ? 'cancelling' : 'active'
  }
  return subscription?.status === 'past_due' || subscription?.status === 'unpaid' ? 'pastDue' : 'free'
}

/** No credit left this month: writing would be refused, so the screen offers the upgrade instead. */
export function outOfCredits(status: Pick<BillingStatus, 'limit' | 'remaining'>): boolean {
  return !isUnlimited(status.limit) && status.remaining <= 0
}

/**
 * Limits of the operations that cost money (model, speech, publishing), so no single request or
 * user can run up the bill. Server-enforced in src/server (quota, speech, articles, integrations).
 */
/** 'Listen': an article is read in parts of SPEECH_MAX_CHARS (4000) characters, at most this many. */
export const SPEECH_MAX_PARTS = 25

/** Audio minutes a month ('Listen' and Text to speech together): only plans with speech have any. */
export const MONTHLY_AUDIO_MINUTES: Record<PlanKey, number> = { free: 0, basic: 0, 'blog-master': 300 }

export function monthlyAudioMinutes(tier: Tier): number {
  return tier === 'admin' ? UNLIMITED : MONTHLY_AUDIO_MINUTES[tier]
}

/** Model work one user may run at the same time (articles, chat edits, SEO fixes, titles, audio). */
export const CONCURRENT_GENERATIONS: Record<Tier, number> = { free: 2, basic: 2, 'blog-master': 3, admin: 5 }

/** Fixed-window limits: at most `limit` in `windowMs`, per user or per thing. */
export const COST_RATE_LIMITS = {
  fixSeoPerUser: { limit: 10, windowMs: 60 * 60_000 },
  fixSeoPerArticle: { limit: 3, windowMs: 60 * 60_000 },
  publishPerUser: { limit: 10, windowMs: 60_000 },
  publishPerSite: { limit: 5, windowMs: 60_000 },
} as const
