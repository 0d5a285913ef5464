import { clientIp } from '@/server/rateLimit'
import { parseEnv } from '@/server/env'
import { clientAddress, connectionPeer, markClientAddressServer, parseAddress, parseTrustedProxies, stampClientAddress } from '../../server.mjs'

describe('client address (server.mjs)', () => {
  const none = parseTrustedProxies('')
  const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8 fd00::/8')

  it('is the socket address when the socket is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '10.9.9.9', none)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', '10.9.9.10', none)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1')
    // A client that is not a listed proxy cannot speak for anyone, even from a private address.
    expect(clientAddress('192.168.1.5', '198.51.100.1', proxies)).toBe('192.168.1.5')
  })

  it('behind a trusted proxy, is the rightmost forwarded address that is not a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1')
    // The client prepends a lie; nginx appends what it saw: the lie is ignored.
    expect(clientAddress('127.0.0.1', '10.9.9.9, 198.51.100.1', proxies)).toBe('198.51.100.1')
    // Two trusted hops (a load balancer, then nginx) are skipped.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxies)).toBe('198.51.100.1')
    // Several X-Forwarded-For header lines count as one list.
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.1, 10.1.2.3'], proxies)).toBe('198.51.100.1')
    // Only trusted hops: the leftmost one is the client.
    expect(clientAddress('127.0.0.1', '10.0.0.7, 10.0.0.8', proxies)).toBe('10.0.0.7')
    // No header at all: the proxy itself.
    expect(clientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1')
  })

  it('handles IPv6 and IPv4-mapped IPv6 addresses', () => {
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1')
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9')
    expect(clientAddress('fd00::1', '2001:DB8:0:0:0:0:0:1', proxies)).toBe('2001:db8::1')
    expect(clientAddress('2001:db8::5', '198.51.100.1', proxies)).toBe('2001:db8::5')
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:443, 203.0.113.4:5678', proxies)).toBe('203.0.113.4')
    expect(clientAddress('::ffff:10.1.1.1', '::ffff:198.51.100.2', parseTrustedProxies('::ffff:10.0.0.0/104'))).toBe('198.51.100.2')
  })

  it('never turns a malformed forwarded entry into a key: the walk stops at the last trusted hop', () => {
    expect(clientAddress('127.0.0.1', 'garbage', proxies)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '198.51.100.1, unknown', proxies)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '198.51.100.1, 127.1, 10.0.0.2', proxies)).toBe('10.0.0.2')
    expect(clientAddress('127.0.0.1', '2130706433', proxies)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', ' , ,', proxies)).toBe('127.0.0.1')
    expect(clientAddress(undefined, '198.51.100.1', proxies)).toBeUndefined()
    expect(parseAddress('example.com')).toBeUndefined()
    expect(parseAddress('1.2.3.4.5')).toBeUndefined()
  })

  it('reads TRUSTED_PROXIES as addresses and CIDR ranges and refuses anything else', () => {
    expect(parseTrustedProxies(' 127.0.0.1 ,::1').map(([a, p]) => `${a}/${p}`)).toEqual(['127.0.0.1/32', '::1/128'])
    for (const bad of ['localhost', '10.0.0.0/33', '10.0/8', '10.0.0.1/8/1', 'fd00::/129', '*']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/)
      expect(() => parseEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
    }
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 fd00::/8' }).TRUSTED_PROXIES).toBe('127.0.0.1, 10.0.0.0/8 fd00::/8')
  })

  it("reads a connection's peer once: whether it is a trusted proxy, else the client of its requests", () => {
    const fromProxy = { remoteAddress: '::ffff:10.0.0.7' }
    expect(connectionPeer(fromProxy as never, proxies)).toMatchObject({ trusted: true, client: undefined })
    const direct = { remoteAddress: '::ffff:203.0.113.9' }
    expect(connectionPeer(direct as never, proxies)).toMatchObject({ trusted: false, client: '203.0.113.9' })
    // Parsed once per connection and settings (it was parsed for every request): the socket's first answer stays.
    direct.remoteAddress = '10.0.0.8'
    expect(connectionPeer(direct as never, proxies)).toMatchObject({ trusted: false, client: '203.0.113.9' })
    expect(connectionPeer(direct as never, none)).toMatchObject({ trusted: false, client: '10.0.0.8' })
    expect(connectionPeer(undefined, proxies)).toEqual({ trusted: false, client: undefined })
    expect(parseAddress('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1')
  })

  it('replaces a client-sent x-seo-client-address with its own', () => {
    const req = {
      headers: { 'x-seo-client-address': '1.1.1.1', 'x-forwarded-for': '10.9.9.9' } as Record<string, string>,
      rawHeaders: ['X-SEO-Client-Address', '1.1.1.1', 'X-Forwarded-For', '10.9.9.9'],
      socket: { remoteAddress: '203.0.113.9' },
    }
    stampClientAddress(req, none)
    expect(req.headers['x-seo-client-address']).toBe('203.0.113.9')
    expect(req.rawHeaders).toEqual(['X-Forwarded-For', '10.9.9.9'])
  })
})

describe('clientIp', () => {
  it('reads only the header server.mjs sets, never X-Forwarded-For or X-Real-IP', () => {
    const spoofed = { 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.9' }
    // Without server.mjs in this process (next dev, bare next start) the header is not ours.
    expect(clientIp(new Headers({ ...spoofed, 'x-seo-client-address': '10.9.9.9' }))).toBe('unknown')
    markClientAddressServer()
    expect(clientIp(new Headers({ ...spoofed, 'x-seo-client-address': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers(spoofed))).toBe('unknown')
  })
})
