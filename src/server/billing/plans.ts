/**
 * Every plan fact of the product (SPEC 4, 6, 9), in one place. Screens, endpoints, quota and
 * the Stripe setup read from here.
 */
export type PaidPlan = 'basic' | 'blog-master'
export type PlanKey = 'free' | PaidPlan
export type Tier = PlanKey | 'admin'
export type Interval = 'month' | 'year'

/** Stored as 999, shown as ∞. */
export const UNLIMITED = 999

export type Plan = { key: PlanKey; name: string; monthlyLimit: number; priceMonthly: number }

export const PLANS: Record<PlanKey, Plan> = {
  free: { key: 'free', name: 'Free', monthlyLimit: 5, priceMonthly: 0 },
  basic: { key: 'basic', name: 'PRO', monthlyLimit: 50, priceMonthly: 25 },
  'blog-master': { key: 'blog-master', name: 'PRO PLUS', monthlyLimit: UNLIMITED, priceMonthly: 44 },
}

export const PAID_PLANS: PaidPlan[] = ['basic', 'blog-master']
export const INTERVALS: Interval[] = ['month', 'year']

export function isPaidPlan(value: unknown): value is PaidPlan {
  return value === 'basic' || value === 'blog-master'
}

/** Yearly is ten months' price: two months free. */
export function price(plan: PlanKey, interval: Interval): number {
  const monthly = PLANS[plan].priceMonthly
  return interval === 'year' ? monthly * 10 : monthly
}

/** What a yearly plan costs per month, as the pricing cards show it. */
export function monthlyEquivalentOfYearly(plan: PlanKey): number {
  return Math.floor((PLANS[plan].priceMonthly * 10) / 12)
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

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED
}

/** What each tier may use, decided on the server. */
export function entitlements(tier: Tier) {
  return {
    integrations: tier !== 'free',
    textToSpeech: tier === 'blog-master' || tier === 'admin',
    chat: tier === 'blog-master' || tier === 'admin',
    checkout: tier !== 'admin',
    manageSubscription: tier === 'basic' || tier === 'blog-master',
  }
}

/** The badge a user sees: Admin / PRO / PRO PLUS / Free, with (Trial) while trialing. */
export function tierLabel(tier: Tier, trialing = false): string {
  if (tier === 'admin') return 'Admin'
  const name = PLANS[tier].name
  return trialing && tier !== 'free' ? `${name} (Trial)` : name
}
