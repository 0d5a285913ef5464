import { countdown, usagePercent } from '@/shared/countdown'

const now = new Date('2026-05-10T12:00:00Z')
const base = { tier: 'free' as const, subscribed: false, subscriptionEnd: null, usage: 2, resetsAt: '2026-06-01T00:00:00Z' }

describe('countdown (SPEC 4)', () => {
  it('a free user counts down to the monthly reset in days and hours', () => {
    expect(countdown(base, now)).toEqual({ key: 'countdownResets', days: 21, hours: 12 })
  })
  it('says there is nothing to wait for without generations', () => {
    expect(countdown({ ...base, usage: 0 }, now)).toEqual({ key: 'countdownNoGenerations' })
  })
  it('says generating works again once the reset has passed', () => {
    expect(countdown({ ...base, resetsAt: '2026-05-10T11:00:00Z' }, now)).toEqual({ key: 'countdownReady' })
  })
  it('a subscriber counts down to the period end; a passed end is expired', () => {
    expect(countdown({ ...base, tier: 'basic', subscribed: true, subscriptionEnd: '2026-05-12T15:00:00Z' }, now)).toEqual({
      key: 'countdownRenews',
      days: 2,
      hours: 3,
    })
    expect(countdown({ ...base, tier: 'basic', subscribed: true, subscriptionEnd: '2026-05-10T11:59:00Z' }, now)).toEqual({ key: 'countdownExpired' })
  })
  it('admins have no countdown', () => {
    expect(countdown({ ...base, tier: 'admin', subscribed: true }, now)).toBeNull()
  })
})

describe('usagePercent', () => {
  it('caps at 100; an unlimited plan is never shown as used up (issue 39: the admin ring read "100%" at 0/∞)', () => {
    expect(usagePercent(2, 5, false)).toBe(40)
    expect(usagePercent(9, 5, false)).toBe(100)
    expect(usagePercent(3, 999, true)).toBe(0)
    expect(usagePercent(0, 999, true)).toBe(0)
  })
})
