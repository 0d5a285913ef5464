/**
 * The nginx configuration we ship (deploy/nginx.conf) decides from the request what the app decides:
 * the language of a page, the coding of its bytes, whether a visit is personal. Its maps' regular
 * expressions are read from the file and run here (PCRE and JavaScript agree on the constructs used);
 * tests/e2e/instances.spec.ts runs the file itself in nginx.
 */
import fs from 'node:fs'
import os from 'node:os'

import fc from 'fast-check'

import { ACCEPTS_HUNGARIAN_FIRST } from '@/i18n/routing'
import { chooseCoding, SHARED_CACHE_CONTROL, sharedCacheControl } from '@/server/http/pageResponses.mjs'
import { TRACKING_PARAM_PATTERN, TRACKING_PARAMS, withoutTrackingParams } from '@/server/http/trackingParams.mjs'
import { PROPERTY_RUNS, cookieHeader, languageHeaders, payloadSeesSession, renderedLanguage } from '../support/cookieSpellings'
import { siteConf } from '../support/proxy.mjs'
import { KEEP_ALIVE_MS } from '../../server.mjs'

const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')

/** nginx's unquoting of a token in its configuration: `"…"` with \\, \" and \t. */
function token(text: string): string {
  if (!text.startsWith('"')) return text
  return text.slice(1, -1).replace(/\\(["'\\t])/g, (_, c: string) => (c === 't' ? '\t' : c))
}

/**
 * A map as nginx reads it: exact sources first, then regular expressions in order (PCRE and
 * JavaScript agree on the constructs used: no \s, no Unicode), else the default; a value naming a
 * variable is that variable's value.
 */
function mapOf(variable: string) {
  const block = new RegExp(`map [^{]*\\$${variable} \\{([\\s\\S]*?)\\n\\}`).exec(conf)?.[1]
  if (!block) throw new Error(`no map for $${variable}`)
  const exact = new Map<string, string>()
  const entries: [RegExp, string][] = []
  let fallback = ''
  for (const line of block.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const parts = /^("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line)
    if (!parts) throw new Error(`unread line in map $${variable}: ${line}`)
    const [source, value] = [token(parts[1]!), token(parts[2]!)]
    if (source === 'default') fallback = value
    else if (source.startsWith('~*')) entries.push([new RegExp(source.slice(2), 'i'), value])
    else if (source.startsWith('~')) entries.push([new RegExp(source.slice(1)), value])
    else exact.set(source, value)
  }
  return { exact, entries, fallback }
}

/**
 * The value of a map for this input; `vars` gives the variables its values may name, and a regular
 * expression's captures fill $1, $2… as nginx fills them.
 */
function lookup(variable: string, value: string, vars: Record<string, string> = {}): string {
  const { exact, entries, fallback } = mapOf(variable)
  let captures: RegExpExecArray | null = null
  const result = exact.get(value) ?? entries.find(([pattern]) => (captures = pattern.exec(value)))?.[1] ?? fallback
  return result.replace(/\$(\d+|[a-z_0-9]+)/g, (_, name: string) => (/^\d+$/.test(name) ? ((captures as RegExpExecArray | null)?.[Number(name)] ?? '') : (vars[name] ?? '')))
}

/** What nginx decides for a request: the language of its cache key, and whether it skips the cache. */
function nginxDecision(headers: { cookie?: string; 'accept-language'?: string; authorization?: string }) {
  const accepted = lookup('seo_writer_accepted_language', headers['accept-language'] ?? '')
  const language = lookup('seo_writer_language', headers.cookie ?? '', { seo_writer_accepted_language: accepted })
  const personal = lookup('seo_writer_personal', `${headers.cookie ?? ''}|${headers.authorization ?? ''}`)
  const skips = [personal, lookup('seo_writer_unsure', language)].some((flag) => flag !== '' && flag !== '0')
  return { language, skips }
}

describe('deploy/nginx.conf', () => {
  it('picks the language by the same regular expression as the app’s rewrites', () => {
    const [[pattern]] = mapOf('seo_writer_accepted_language').entries as [[RegExp, string]]
    // nginx reads \t in a quoted string as a tab.
    expect(pattern.source).toBe(new RegExp(`^${ACCEPTS_HUNGARIAN_FIRST}$`).source.replaceAll('\\t', '\t'))
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
    expect(personal('theme=payload; token=x')).toBe('0')
    // Any mention of the name counts: a superset of the spellings Payload reads a session from.
    expect(personal('not-payload-token=x')).toBe('1')
    expect(personal('payload-token=eyJ')).toBe('1')
    expect(personal('NEXT_LOCALE=en; payload-token=eyJ')).toBe('1')
    expect(personal('NEXT_LOCALE=en;payload-token=eyJ')).toBe('1')
    expect(personal('', 'JWT eyJ')).toBe('1')
  })

  it('keys a cached page on the language Next renders it in, or leaves the cache alone, for every spelling of the cookie', () => {
    fc.assert(
      fc.property(languageHeaders, (headers) => {
        const nginx = nginxDecision(headers)
        if (!nginx.skips) expect([headers, nginx.language]).toEqual([headers, renderedLanguage(headers)])
      }),
      { numRuns: PROPERTY_RUNS },
    )
    // The spellings of the review: Next trims the name, so these are Hungarian, and nginx must not say English.
    for (const cookie of ['NEXT_LOCALE =hu', 'NEXT_LOCALE\t=hu', 'NEXT_LOCALE =hu; NEXT_LOCALE=en', 'NEXT_LOCALE="hu"', 'NEXT_LOCALE=%68u']) {
      expect([cookie, renderedLanguage({ cookie, 'accept-language': 'en' })]).toEqual([cookie, 'hu'])
      expect([cookie, nginxDecision({ cookie, 'accept-language': 'en' }).skips]).toEqual([cookie, true])
    }
    expect(nginxDecision({ cookie: 'theme=dark; NEXT_LOCALE=hu', 'accept-language': 'en' })).toEqual({ language: 'hu', skips: false })
    expect(nginxDecision({ 'accept-language': 'de, hu' })).toEqual({ language: 'hu', skips: false })
  })

  it('never answers from the cache or stores a visit Payload reads a session from, however the cookie is spelled', () => {
    fc.assert(
      fc.property(cookieHeader, (cookie) => {
        if (payloadSeesSession(cookie)) expect([cookie, lookup('seo_writer_personal', `${cookie}|`)]).toEqual([cookie, '1'])
      }),
      { numRuns: PROPERTY_RUNS },
    )
    expect(payloadSeesSession('payload-token =eyJ')).toBe(true)
    expect(lookup('seo_writer_personal', 'payload-token =eyJ|')).toBe('1')
    expect(lookup('seo_writer_personal', '\tpayload-token\t=eyJ; NEXT_LOCALE=en|')).toBe('1')
  })

  it('does not store a page under a language other than the one the app says it rendered', () => {
    expect(lookup('seo_writer_other_language', 'en|hu')).toBe('1')
    expect(lookup('seo_writer_other_language', 'hu|en')).toBe('1')
    for (const value of ['en|en', 'hu|hu', 'en|', 'hu|']) expect(lookup('seo_writer_other_language', value)).toBe('0')
    expect(conf).toMatch(/proxy_no_cache \$seo_writer_personal \$seo_writer_unsure \$seo_writer_other_language;/)
    expect(conf).toMatch(/proxy_cache_bypass \$seo_writer_personal \$seo_writer_unsure;/)
  })

  it('closes an idle connection to the app before the app does (a request sent on a closing one is reset)', () => {
    const upstream = /upstream seo_writer \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    expect(upstream).toMatch(/^\s+keepalive \d+;/m)
    const seconds = Number(/^\s+keepalive_timeout (\d+)s;/m.exec(upstream)?.[1])
    expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_MS)
  })

  it('keeps the points the tests and benchmarks set (instances, port, cache folder)', () => {
    const text = siteConf({ dir: os.tmpdir(), port: 3999, upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'] })
    expect(text.match(/^ {4}server 127\.0\.0\.1:400\d /gm)).toHaveLength(3)
    expect(text).toContain('listen 127.0.0.1:3999;')
    expect(text).not.toContain('/var/cache/nginx')
  })
})

/** The address part of nginx's cache key: the path as sent, and the query without tracking parameters. */
function cacheKeyAddress(requestUri: string): string {
  let args = requestUri.includes('?') ? requestUri.slice(requestUri.indexOf('?') + 1) : ''
  const vars: Record<string, string> = { args }
  for (let i = 1; i <= 6; i++) args = vars[`seo_writer_args_${i}`] = lookup(`seo_writer_args_${i}`, i === 1 ? vars.args! : vars[`seo_writer_args_${i - 1}`]!, vars)
  return lookup('seo_writer_path', requestUri) + lookup('seo_writer_query', args, vars)
}

describe('tracking parameters in the cache key', () => {
  it('are the app’s list: every map takes out the names of TRACKING_PARAMS', () => {
    expect(conf).toContain('proxy_cache_key "$scheme://$host$seo_writer_path$seo_writer_query|$seo_writer_language|$seo_writer_coding";')
    for (let i = 1; i <= 6; i++) {
      const { entries } = mapOf(`seo_writer_args_${i}`)
      expect(entries.map(([pattern]) => pattern.source.includes(`^${TRACKING_PARAM_PATTERN}(`) || pattern.source.includes(`&${TRACKING_PARAM_PATTERN}(`))).toEqual([true, true])
    }
    expect(TRACKING_PARAMS).toEqual(['utm_*', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'ref'])
  })

  it('leaves the key the app’s page copies use (up to six of them in one address)', () => {
    const name = fc.oneof(fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'ref'), fc.constantFrom('page', 'q', 'referrer', 'xref', 'ga', 'UTM_source', 'utm', 'tag'))
    const part = fc.tuple(name, fc.option(fc.stringMatching(/^[a-z0-9%_.-]{0,8}$/), { nil: undefined })).map(([key, value]) => (value === undefined ? key : `${key}=${value}`))
    const query = fc.array(part, { maxLength: 8 }).filter((parts) => parts.filter((p) => withoutTrackingParams(`/?${p}`) === '/').length <= 6)
    fc.assert(
      fc.property(fc.constantFrom('/', '/blog', '/blog/a-post', '/blog/caf%C3%A9'), query, (path, parts) => {
        const uri = parts.length ? `${path}?${parts.join('&')}` : path
        expect(cacheKeyAddress(uri)).toBe(withoutTrackingParams(uri))
      }),
      { numRuns: 2000 },
    )
    expect(cacheKeyAddress('/blog/post?utm_source=news&utm_medium=email&page=2&gclid=x1&ref')).toBe('/blog/post?page=2')
    expect(cacheKeyAddress('/blog?utm_campaign=spring')).toBe('/blog')
    expect(cacheKeyAddress('/blog?referrer=a&xref=b')).toBe('/blog?referrer=a&xref=b')
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
