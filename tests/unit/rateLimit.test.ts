import { clientIp, createRateLimiter } from '@/server/rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` calls per window and resets after it', () => {
    const allow = createRateLimiter({ limit: 2, windowMs: 1000 })
    expect([allow('ip', 0), allow('ip', 10), allow('ip', 20)]).toEqual([true, true, false])
    expect(allow('other', 20)).toBe(true)
    expect(allow('ip', 1000)).toBe(true)
  })
})

describe('clientIp', () => {
  it('takes the first forwarded address', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers())).toBe('local')
  })
})
