import {
  effectiveTier,
  entitlements,
  monthlyEquivalentOfYearly,
  monthlyLimit,
  planState,
  planFromLookupKey,
  price,
  priceLookupKey,
  subscriptionCounts,
  tierLabel,
  monthlyImageLimit,
  comparisonRows,
  UNLIMITED,
  type Tier,
} from '@/shared/plans'
import { monthKey, monthStart, resetsAt, crossesUsageWarning } from '@/server/quota/period'

const now = new Date('2026-05-10T12:00:00Z')
const tomorrow = '2026-05-11T12:00:00Z'

describe('plans (SPEC 6, 9)', () => {
  it('limits: Free 5, PRO 50, PRO PLUS and admin unlimited (999)', () => {
    expect([monthlyLimit('free'), monthlyLimit('basic'), monthlyLimit('blog-master'), monthlyLimit('admin')]).toEqual([5, 50, 999, 999])
  })
  it('prices: yearly is 10 months, shown per month rounded down', () => {
    expect([price('basic', 'month'), price('basic', 'year'), price('blog-master', 'year')]).toEqual([25, 250, 440])
    expect([monthlyEquivalentOfYearly('basic'), monthlyEquivalentOfYearly('blog-master')]).toEqual([20, 36])
  })
  it('lookup keys go both ways', () => {
    expect(planFromLookupKey(priceLookupKey('blog-master', 'year'))).toEqual({ plan: 'blog-master', interval: 'year' })
    expect(planFromLookupKey('other')).toBeNull()
  })
  it('a subscription counts only active/trialing, on a paid tier, before its end', () => {
    expect(subscriptionCounts({ tier: 'basic', status: 'active', currentPeriodEnd: tomorrow }, now)).toBe(true)
    expect(subscriptionCounts({ tier: 'basic', status: 'trialing', currentPeriodEnd: tomorrow }, now)).toBe(true)
    expect(subscriptionCounts({ tier: 'basic', status: 'past_due', currentPeriodEnd: tomorrow }, now)).toBe(false)
    expect(subscriptionCounts({ tier: 'free', status: 'active', currentPeriodEnd: tomorrow }, now)).toBe(false)
    expect(subscriptionCounts({ tier: 'basic', status: 'active', currentPeriodEnd: '2026-05-10T12:00:00Z' }, now)).toBe(false)
    expect(subscriptionCounts(null, now)).toBe(false)
  })
  it('admins are admin whatever their subscription', () => {
    expect(effectiveTier(true, null, now)).toBe('admin')
    expect(effectiveTier(false, { tier: 'blog-master', status: 'active', currentPeriodEnd: tomorrow }, now)).toBe('blog-master')
  })
  it('entitlements', () => {
    expect(entitlements('free')).toMatchObject({ integrations: false, textToSpeech: false, chat: false, checkout: true })
    expect(entitlements('basic')).toMatchObject({ integrations: true, textToSpeech: false, chat: false })
    expect(entitlements('blog-master')).toMatchObject({ integrations: true, textToSpeech: true, chat: true })
    expect(entitlements('admin')).toMatchObject({ checkout: false, textToSpeech: true, manageSubscription: false })
  })
  it('labels', () => {
    expect([tierLabel('basic'), tierLabel('basic', true), tierLabel('blog-master'), tierLabel('admin'), tierLabel('free')]).toEqual([
      'PRO',
      'PRO (Trial)',
      'PRO PLUS',
      'Admin',
      'Free',
    ])
  })
})

describe('UTC months', () => {
  it('keys and resets by UTC, not local time', () => {
    expect(monthKey(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12')
    expect(monthKey(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01')
    expect(resetsAt(new Date('2026-12-15T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(monthStart(new Date('2026-12-31T23:59:59.999Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect(monthStart(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })
  it('says where the plan stands: free, active, trial, cancelling at the period end, or past due', () => {
    expect(planState('free', null, now)).toBe('free')
    expect(planState('basic', { tier: 'basic', status: 'active', currentPeriodEnd: tomorrow }, now)).toBe('active')
    expect(planState('basic', { tier: 'basic', status: 'active', currentPeriodEnd: tomorrow, cancelAtPeriodEnd: true }, now)).toBe('cancelling')
    expect(planState('blog-master', { tier: 'blog-master', status: 'trialing', currentPeriodEnd: tomorrow }, now)).toBe('trialing')
    expect(planState('free', { tier: 'basic', status: 'past_due', currentPeriodEnd: tomorrow }, now)).toBe('pastDue')
    expect(planState('free', { tier: 'basic', status: 'canceled', currentPeriodEnd: tomorrow }, now)).toBe('free')
    expect(planState('admin', null, now)).toBe('active')
  })
})

describe('AI image limits (issue 11)', () => {
  it('Free 5, PRO 50, PRO PLUS 200 a month, admins unlimited; counted apart from articles', () => {
    expect(['free', 'basic', 'blog-master', 'admin'].map((tier) => monthlyImageLimit(tier as Tier))).toEqual([5, 50, 200, UNLIMITED])
    expect(comparisonRows().find((row) => row.key === 'monthlyImages')?.cells).toEqual({ free: { value: '5' }, basic: { value: '50' }, 'blog-master': { value: '200' } })
  })
})

describe('the 80% usage warning', () => {
  it('is due on the credit that reaches 80% of the month, and on no other', () => {
    const due = (limit: number) => Array.from({ length: limit + 2 }, (_, i) => i + 1).filter((used) => crossesUsageWarning(used, limit))
    expect(due(5)).toEqual([4])
    expect(due(50)).toEqual([40])
    expect(due(200)).toEqual([160])
    // A limit of one has nothing between "none used" and "all used".
    expect(due(1)).toEqual([])
  })
})
