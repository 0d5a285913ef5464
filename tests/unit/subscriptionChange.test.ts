import { subscriptionChange } from '@/server/billing/changes'

const now = new Date('2026-11-25T12:00:00Z')
const later = '2026-12-25T12:00:00.000Z'
const active = { tier: 'basic', status: 'active', currentPeriodEnd: later, interval: 'month', cancelAtPeriodEnd: false }

describe('what admins are told about a subscription (SPEC 3 subscription_change)', () => {
  it('a new paid subscription is a subscribe; an incomplete one is nothing yet', () => {
    expect(subscriptionChange(null, active, now)).toBe('subscribed')
    expect(subscriptionChange(null, { ...active, status: 'incomplete' }, now)).toBeNull()
    expect(subscriptionChange({ ...active, status: 'incomplete' }, active, now)).toBe('subscribed')
  })
  it('another tier or interval is a change; a renewal or a repeated event is nothing', () => {
    expect(subscriptionChange(active, { ...active, tier: 'blog-master' }, now)).toBe('changed')
    expect(subscriptionChange(active, { ...active, interval: 'year' }, now)).toBe('changed')
    expect(subscriptionChange(active, { ...active, currentPeriodEnd: '2027-01-25T12:00:00.000Z' }, now)).toBeNull()
    expect(subscriptionChange(active, active, now)).toBeNull()
  })
  it('a cancellation counts once: at the period end or at once, not again when it ends', () => {
    const ending = { ...active, cancelAtPeriodEnd: true }
    expect(subscriptionChange(active, ending, now)).toBe('canceled')
    expect(subscriptionChange(ending, { ...ending, status: 'canceled' }, now)).toBeNull()
    expect(subscriptionChange(active, { ...active, status: 'canceled' }, now)).toBe('canceled')
    expect(subscriptionChange({ ...active, status: 'canceled' }, { ...active, status: 'canceled' }, now)).toBeNull()
  })
})
