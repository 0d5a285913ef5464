import type { IncomingMessage } from 'node:http'

import { requestIdOf } from '@/server/ops/requestLog.mjs'
import { routeGroup } from '@/server/ops/requestMetrics.mjs'
import { isLivenessProbe } from '../../server.mjs'

const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as unknown as IncomingMessage
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the request id (X-Request-Id)', () => {
  it("keeps a trusted proxy's id (nginx's $request_id) and makes a new one otherwise", () => {
    expect(requestIdOf(req('5f1c0a7e9b2d4c6e8a0b1c2d3e4f5a6b'), true)).toBe('5f1c0a7e9b2d4c6e8a0b1c2d3e4f5a6b')
    expect(requestIdOf(req('5f1c0a7e9b2d4c6e8a0b1c2d3e4f5a6b'), false)).toMatch(UUID)
    expect(requestIdOf(req(), true)).toMatch(UUID)
  })

  it('never takes an id that could break a log line or smuggle text', () => {
    for (const bad of ['short', 'a'.repeat(129), 'abc def ghi', 'line\nbreak-0123', '"quoted-0123"', '<script>x</script>']) expect(requestIdOf(req(bad), true)).toMatch(UUID)
  })
})

describe('route groups of the request metrics', () => {
  it('names the group by path alone, never by what a visitor typed', () => {
    expect(routeGroup('/_next/static/chunks/a.js', undefined)).toBe('static')
    expect(routeGroup('/api/health', undefined)).toBe('probe')
    expect(routeGroup('/api/articles/4?depth=0', undefined)).toBe('api')
    expect(routeGroup('/admin/collections/posts', undefined)).toBe('admin')
    expect(routeGroup('/blog/a-post', 'hit')).toBe('page-copy-hit')
    expect(routeGroup('/blog/a-post', 'miss')).toBe('page-copy-miss')
    expect(routeGroup('/dashboard', undefined)).toBe('page')
  })
})

describe('the liveness probe answered by server.mjs', () => {
  const probe = (method: string, url: string) => ({ method, url }) as IncomingMessage
  it('takes GET and HEAD of /api/health alone, with or without a query', () => {
    expect(isLivenessProbe(probe('GET', '/api/health'))).toBe(true)
    expect(isLivenessProbe(probe('HEAD', '/api/health?from=lb'))).toBe(true)
    for (const [method, url] of [['POST', '/api/health'], ['GET', '/api/healthz'], ['GET', '/api/health/x'], ['GET', '/api/ready'], ['GET', '/en/api/health']] as const) {
      expect([method, url, isLivenessProbe(probe(method, url))]).toEqual([method, url, false])
    }
  })
})
