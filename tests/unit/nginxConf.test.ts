/**
 * The nginx configuration we ship (deploy/nginx.conf) decides from the request what the app decides:
 * the language of a page, the coding of its bytes, whether a visit is personal. Its maps' regular
 * expressions are read from the file and run here (PCRE and JavaScript agree on the constructs used);
 * tests/e2e/instances.spec.ts runs the file itself in nginx.
 */
import fs from 'node:fs'
import os from 'node:os'

import { ACCEPTS_HUNGARIAN_FIRST } from '@/i18n/routing'
import { chooseCoding, SHARED_CACHE_CONTROL, sharedCacheControl } from '@/server/http/pageResponses.mjs'
import { siteConf } from '../support/proxy.mjs'

const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')

/** A map's entries in order: [pattern (JavaScript, flags as nginx's ~ or ~*), value]; `default` apart. */
function mapOf(variable: string): { entries: [RegExp, string][]; fallback: string } {
  const block = new RegExp(`map [^{]*\\$${variable} \\{([\\s\\S]*?)\\n\\}`).exec(conf)?.[1]
  if (!block) throw new Error(`no map for $${variable}`)
  const entries: [RegExp, string][] = []
  let fallback = ''
  for (const line of block.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const quoted = /^"(~\*?)(.*)"\s+(\S+);$/.exec(line)
    if (quoted) entries.push([new RegExp(quoted[2]!, quoted[1] === '~*' ? 'i' : ''), quoted[3]!])
    else if (line.startsWith('default ')) fallback = line.slice(8, -1).replace(/^""$/, '')
  }
  return { entries, fallback }
}

function lookup(variable: string, value: string): string {
  const { entries, fallback } = mapOf(variable)
  return entries.find(([pattern]) => pattern.test(value))?.[1] ?? fallback
}

describe('deploy/nginx.conf', () => {
  it('picks the language by the same regular expression as the app’s rewrites', () => {
    const [pattern] = mapOf('seo_writer_accepted_language').entries[0]!
    expect(pattern.source).toBe(new RegExp(`^${ACCEPTS_HUNGARIAN_FIRST}$`).source)
    for (const [header, language] of [
      ['hu-HU,hu;q=0.9,en;q=0.8', 'hu'],
      ['en-US,en;q=0.9,hu;q=0.8', 'en'],
      ['de-DE, hu;q=0.5', 'hu'],
      ['hu;q=0, en', 'en'],
      ['', 'en'],
    ]) expect(lookup('seo_writer_accepted_language', header!)).toBe(language)
  })

  it('asks the app for the coding the app would choose itself', () => {
    for (const header of ['gzip, deflate, br, zstd', 'gzip, deflate', 'br', 'br;q=0, gzip', 'gzip;q=0.8, br;q=1', 'br;q=0.0, gzip;q=0', 'identity', 'deflate', '']) {
      const nginx = lookup('seo_writer_coding', header)
      expect([header, nginx || null]).toEqual([header, chooseCoding(header)])
    }
  })

  it('treats a visit with Payload’s session cookie or an Authorization header as personal', () => {
    const personal = (cookie: string, authorization = '') => lookup('seo_writer_personal', `${cookie}|${authorization}`)
    expect(personal('')).toBe('0')
    expect(personal('NEXT_LOCALE=hu; _ga=GA1.1.5')).toBe('0')
    expect(personal('not-payload-token=x')).toBe('0')
    expect(personal('payload-token=eyJ')).toBe('1')
    expect(personal('NEXT_LOCALE=en; payload-token=eyJ')).toBe('1')
    expect(personal('NEXT_LOCALE=en;payload-token=eyJ')).toBe('1')
    expect(personal('', 'JWT eyJ')).toBe('1')
  })

  it('keeps the points the tests and benchmarks set (instances, port, cache folder)', () => {
    const text = siteConf({ dir: os.tmpdir(), port: 3999, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'] })
    expect(text.match(/^ {4}server 127\.0\.0\.1:400\d /gm)).toHaveLength(3)
    expect(text).toContain('listen 127.0.0.1:3999;')
    expect(text).not.toContain('/var/cache/nginx')
  })
})

describe('sharedCacheControl', () => {
  it('gives every cached page a second of freshness for shared caches, whatever Next said', () => {
    expect(sharedCacheControl('s-maxage=31536000')).toBe(SHARED_CACHE_CONTROL)
    expect(sharedCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(SHARED_CACHE_CONTROL)
    expect(SHARED_CACHE_CONTROL).toBe('s-maxage=1, stale-while-revalidate=59')
  })

  it('keeps what is not a cached page', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'public, max-age=31536000, immutable', 'no-store']) expect(sharedCacheControl(value)).toBe(value)
    expect(sharedCacheControl(['a', 'b'])).toEqual(['a', 'b'])
  })
})
