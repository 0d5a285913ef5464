/**
 * Rate limits are counted in PostgreSQL: the same window whichever instance a request reaches
 * (issue 14). One limiter is asked here and in another app process on the same database.
 */
import type { Payload } from 'payload'

import { createRateLimiter } from '@/server/rateLimit'
import { bootPayload, otherInstance, shutdown } from './support'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
}, 120_000)
afterAll(() => shutdown(payload))

it('allows `limit` calls per window and opens a new window after it, per key', async () => {
  const allow = createRateLimiter({ name: `window-${Date.now()}`, limit: 2, windowMs: 1000 })
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms)
  expect([await allow(payload, 'ip', at(0)), await allow(payload, 'ip', at(10)), await allow(payload, 'ip', at(20))]).toEqual([true, true, false])
  expect(await allow(payload, 'other', at(20))).toBe(true)
  expect(await allow(payload, 'ip', at(1000))).toBe(true)
  expect(await allow(payload, 'ip', at(1500))).toBe(true)
  expect(await allow(payload, 'ip', at(1600))).toBe(false)
})

it('counts calls at the same moment exactly: none over the limit', async () => {
  const allow = createRateLimiter({ name: `burst-${Date.now()}`, limit: 10, windowMs: 60_000 })
  const answers = await Promise.all(Array.from({ length: 25 }, () => allow(payload, 'same-client')))
  expect(answers.filter(Boolean)).toHaveLength(10)
})

it('holds across two app instances on one database', async () => {
  const name = `shared-${Date.now()}`
  const allow = createRateLimiter({ name, limit: 5, windowMs: 60_000 })
  expect([await allow(payload, '198.51.100.7'), await allow(payload, '198.51.100.7'), await allow(payload, '198.51.100.7')]).toEqual([true, true, true])
  expect((await otherInstance<{ allowed: boolean[] }>(['rate-limit', name, '198.51.100.7', '5', '60000', '3'])).allowed).toEqual([true, true, false])
  expect(await allow(payload, '198.51.100.7')).toBe(false)
  expect(await allow(payload, '198.51.100.8')).toBe(true)
}, 120_000)
