import { isSealed, keyFrom, openSecret, sealedWithOldKey, sealSecret, SecretUnreadable } from '@/server/integrations/secrets'
import { SITE_FAILURES } from '@/server/integrations/failures'
import { MAX_PUBLISH_ATTEMPTS, nextRetryAt, retryDelayMs } from '@/server/integrations/retryPlan'
import en from '../../messages/en.json' with { type: 'json' }
import hu from '../../messages/hu.json' with { type: 'json' }
import { restUrl } from '@/server/integrations/wordpress'
import { DEFAULT_NAMES, normalizeSiteUrl, publishFailureLine } from '@/shared/integrations'

describe('integration secrets at rest (AES-256-GCM)', () => {
  const key = keyFrom('a'.repeat(64))
  const other = keyFrom('correct horse battery staple, long enough')

  it('seals and opens; the sealed text names its key and never contains the secret', () => {
    const sealed = sealSecret('abcd efgh ijkl mnop', key)
    expect(isSealed(sealed)).toBe(true)
    expect(sealed).toMatch(new RegExp(`^enc:v1:${key.id}:`))
    expect(sealed).not.toContain('abcd')
    expect(openSecret(sealed, [key])).toBe('abcd efgh ijkl mnop')
  })

  it('uses a fresh IV each time: the same secret seals differently', () => {
    expect(sealSecret('same', key)).not.toBe(sealSecret('same', key))
  })

  it('refuses a changed value (the GCM tag) and a key it does not have', () => {
    const sealed = sealSecret('secret', key)
    const parts = sealed.split(':')
    const data = Buffer.from(parts[5]!, 'base64url')
    data[0] = data[0]! ^ 1
    parts[5] = data.toString('base64url')
    expect(() => openSecret(parts.join(':'), [key])).toThrow(SecretUnreadable)
    expect(() => openSecret(sealed, [other])).toThrow(SecretUnreadable)
    expect(() => openSecret('plain text', [key])).toThrow(SecretUnreadable)
  })

  it('after a rotation, the previous key still opens old values, and they are known to need re-sealing', () => {
    const old = sealSecret('rotated', other)
    expect(openSecret(old, [key, other])).toBe('rotated')
    expect(sealedWithOldKey(old, [key, other])).toBe(true)
    expect(sealedWithOldKey(sealSecret('new', key), [key, other])).toBe(false)
  })

  it('reads 64 hex characters and 32 base64 bytes as the key itself, and stretches any other text', () => {
    expect(keyFrom('00'.repeat(32)).bytes).toEqual(Buffer.alloc(32))
    expect(keyFrom(Buffer.alloc(32, 7).toString('base64')).bytes).toEqual(Buffer.alloc(32, 7))
    expect(keyFrom('a passphrase of some length').bytes).toHaveLength(32)
    expect(keyFrom('a passphrase of some length').id).toBe(keyFrom('a passphrase of some length').id)
  })
})

describe('site addresses (SPEC 3)', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  blog.example.com/  ', 'https://blog.example.com'],
    ['http://example.com/blog/', 'http://example.com/blog'],
    ['HTTPS://Example.com?x=1#top', 'https://example.com'],
    ['https://example.com:8443/wp', 'https://example.com:8443/wp'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeSiteUrl(typed)).toBe(stored)
  })
  it.each(['', 'ftp://example.com', 'https://user:pw@example.com', 'javascript:alert(1)', 'http://'])('refuses %j', (typed) => {
    expect(normalizeSiteUrl(typed)).toBeNull()
  })
  it('names a new site after its platform', () => {
    expect(DEFAULT_NAMES).toEqual({ wordpress: 'WordPress Site', wix: 'Wix Site' })
  })
})

describe('WordPress REST addresses', () => {
  it('uses /wp-json/ with pretty permalinks and ?rest_route= without', () => {
    expect(restUrl('https://a.example', '/wp/v2/users/me', 'pretty', { context: 'edit' })).toBe('https://a.example/wp-json/wp/v2/users/me?context=edit')
    expect(restUrl('https://a.example', '/wp/v2/users/me', 'plain', { context: 'edit' })).toBe('https://a.example/?rest_route=%2Fwp%2Fv2%2Fusers%2Fme&context=edit')
  })
})

describe('connection failures', () => {
  it('each known failure says what happened and how to fix it', () => {
    for (const [code, failure] of Object.entries(SITE_FAILURES)) {
      expect(failure.message.length).toBeGreaterThan(20)
      expect(failure.fix.length).toBeGreaterThan(20)
      expect(code).toMatch(/^[A-Z_]+$/)
    }
  })
})

describe('failures in the reader\'s language', () => {
  it('every failure code has an English and a Hungarian message and fix in the catalogs', () => {
    const codes = Object.keys(SITE_FAILURES).sort()
    expect(Object.keys(en.integrations.failures).sort()).toEqual(codes)
    expect(Object.keys(hu.integrations.failures).sort()).toEqual(codes)
    for (const code of codes) {
      const english = en.integrations.failures[code as keyof typeof en.integrations.failures]
      const hungarian = hu.integrations.failures[code as keyof typeof hu.integrations.failures]
      // The catalog says what the API says, in English; the Hungarian text is a translation, not a copy.
      expect(english).toEqual({ message: SITE_FAILURES[code as keyof typeof SITE_FAILURES].message, fix: SITE_FAILURES[code as keyof typeof SITE_FAILURES].fix })
      expect(hungarian.message).not.toBe(english.message)
      expect(hungarian.fix).not.toBe(english.fix)
    }
  })
})

describe('automatic retries of a failed publish', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const transient = { transient: true }
  it('backs off 1, 2, 4, 8 minutes and stops after the last attempt', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(10)).toBe(30 * 60_000)
    expect(nextRetryAt(transient, 1, now)?.toISOString()).toBe('2026-11-25T12:01:00.000Z')
    expect(nextRetryAt(transient, MAX_PUBLISH_ATTEMPTS - 1, now)).not.toBeNull()
    expect(nextRetryAt(transient, MAX_PUBLISH_ATTEMPTS, now)).toBeNull()
  })
  it('never retries a permanent failure (wrong password, refused, no permission)', () => {
    for (const code of ['WRONG_CREDENTIALS', 'REST_DISABLED', 'CANNOT_PUBLISH', 'AUTH_HEADER_STRIPPED', 'WIX_KEY_INVALID', 'WIX_NO_BLOG_PERMISSION'] as const) {
      expect(nextRetryAt({ transient: Boolean((SITE_FAILURES[code] as { transient?: boolean }).transient) }, 1, now)).toBeNull()
    }
    for (const code of ['SITE_ERROR', 'SITE_UNREACHABLE'] as const) expect(SITE_FAILURES[code].transient).toBe(true)
  })
})

describe('a failed publish in one instruction (issue 40, item 4)', () => {
  const unreachable = { message: en.integrations.failures.SITE_UNREACHABLE.message, fix: en.integrations.failures.SITE_UNREACHABLE.fix }
  it('says it will be tried again, not also to try again, when a retry is planned', () => {
    const line = publishFailureLine(unreachable, 'It will be tried again automatically at 10:30 AM.')
    expect(line).toBe('The site did not answer. It will be tried again automatically at 10:30 AM.')
    expect(line).not.toContain('try again.')
  })
  it('gives the failure’s own fix when nothing is planned', () => {
    expect(publishFailureLine(unreachable, null)).toBe('The site did not answer. Check the address and that the site is online, then try again.')
  })
})
