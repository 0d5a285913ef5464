import { startPageServer, ARTICLE_TITLE, ARTICLE_FACTS, PRODUCT, type PageServer } from '../../fakes/pages'
import { addressRange, parseFetchableUrl, refusedRange } from '@/server/fetch/address'
import { extractPage } from '@/server/fetch/extract'
import { articlePageHtml, productPageHtml } from '../../fakes/pages'
import http from 'node:http'

import { safeFetch, safeRequest } from '@/server/fetch/safeFetch'
import { AppError } from '@/server/errors'

/** Every address class a user URL must never reach, with an example of each (IPv4, IPv6, IPv4-mapped). */
const REFUSED: [string, string, string][] = [
  ['loopback', '127.0.0.1', 'loopback'],
  ['loopback, end of range', '127.255.255.254', 'loopback'],
  ['loopback IPv6', '::1', 'loopback'],
  ['private 10/8', '10.0.0.1', 'private'],
  ['private 172.16/12', '172.31.255.1', 'private'],
  ['private 192.168/16', '192.168.1.1', 'private'],
  ['link-local', '169.254.1.1', 'linkLocal'],
  ['cloud metadata (AWS, GCP, Azure)', '169.254.169.254', 'linkLocal'],
  ['cloud metadata IPv6 (AWS)', 'fd00:ec2::254', 'uniqueLocal'],
  ['cloud metadata (Alibaba)', '100.100.100.200', 'carrierGradeNat'],
  ['link-local IPv6', 'fe80::1', 'linkLocal'],
  ['unique-local IPv6', 'fc00::1', 'uniqueLocal'],
  ['multicast', '224.0.0.1', 'multicast'],
  ['multicast IPv6', 'ff02::1', 'multicast'],
  ['CGNAT', '100.64.0.1', 'carrierGradeNat'],
  ['unspecified', '0.0.0.0', 'unspecified'],
  ['unspecified IPv6', '::', 'unspecified'],
  ['broadcast', '255.255.255.255', 'broadcast'],
  ['reserved (future use)', '240.0.0.1', 'reserved'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1', 'loopback'],
  ['IPv4-mapped private', '::ffff:10.0.0.1', 'private'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254', 'linkLocal'],
  ['NAT64 of loopback', '64:ff9b::7f00:1', 'rfc6052'],
  ['6to4 of loopback', '2002:7f00:1::', '6to4'],
]

describe('address rules', () => {
  it.each(REFUSED)('refuses %s (%s)', (_label, address, range) => {
    expect(addressRange(address)).toBe(range)
    expect(refusedRange(address)).toBe(range)
  })
  it.each(['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '2001:4860:4860::8888'])('allows the public address %s', (address) => {
    expect(refusedRange(address)).toBeNull()
  })
  it('allows loopback only when a test run asks, and nothing else with it', () => {
    expect(refusedRange('127.0.0.1', { allowLoopback: true })).toBeNull()
    expect(refusedRange('::1', { allowLoopback: true })).toBeNull()
    expect(refusedRange('10.0.0.1', { allowLoopback: true })).toBe('private')
    expect(refusedRange('169.254.169.254', { allowLoopback: true })).toBe('linkLocal')
  })
})

describe('URL rules', () => {
  it.each(['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://x', 'data:text/html,hi'])('refuses the scheme of %s', (raw) => {
    expect(parseFetchableUrl(raw)).toEqual({ ok: false, reason: 'scheme' })
  })
  it.each(['', 'not a url', 'http://', '//example.com'])('refuses %j as no URL', (raw) => {
    expect(parseFetchableUrl(raw)).toEqual({ ok: false, reason: 'invalid' })
  })
  it.each([
    ['decimal', 'http://2130706433/', '127.0.0.1'],
    ['octal', 'http://0177.0.0.1/', '127.0.0.1'],
    ['hex', 'http://0x7f.0.0.1/', '127.0.0.1'],
    ['short form', 'http://127.1/', '127.0.0.1'],
    ['hex metadata', 'http://0xa9fea9fe/', '169.254.169.254'],
    ['bracketed IPv6', 'http://[::ffff:7f00:1]/', '[::ffff:7f00:1]'],
  ])('reads the %s spelling of a host as the address it is', (_label, raw, host) => {
    const parsed = parseFetchableUrl(raw)
    expect(parsed.ok && parsed.url.hostname).toBe(host)
  })
  it.each(['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.0.0.1/', 'http://[::1]:3000/', 'http://[::ffff:a9fe:a9fe]/', 'http://0.0.0.0:3000/', 'http://10.0.0.1/'])(
    'safeFetch refuses %s before connecting',
    async (raw) => {
      await expect(safeFetch(raw)).rejects.toMatchObject({ code: 'URL_REFUSED', message: 'This address cannot be fetched.' })
    },
  )
  it('refuses a name that resolves to loopback (localhost) when loopback is not allowed', async () => {
    await expect(safeFetch('http://localhost:9/')).rejects.toMatchObject({ code: 'URL_REFUSED' })
  })
})

describe('safeFetch against a loopback site', () => {
  let site: PageServer
  beforeAll(async () => {
    site = await startPageServer({ slowMs: 3000 })
  })
  afterAll(() => site.close())
  const allow = { allowLoopback: true }

  it('reads an HTML page, gzip or not, and decodes a declared charset', async () => {
    const page = await safeFetch(`${site.baseUrl}/article`, allow)
    expect(page.html).toContain(ARTICLE_TITLE)
    expect((await safeFetch(`${site.baseUrl}/article.gz`, allow)).html).toBe(page.html)
    expect((await safeFetch(`${site.baseUrl}/latin1`, allow)).html).toContain('Café crème')
  })
  it('follows up to five redirects, and refuses the sixth', async () => {
    const page = await safeFetch(`${site.baseUrl}/hops/5`, allow)
    expect(page.url).toBe(`${site.baseUrl}/article`)
    await expect(safeFetch(`${site.baseUrl}/hops/6`, allow)).rejects.toMatchObject({ code: 'URL_REFUSED' })
  })
  it.each(['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/', 'file:///etc/passwd', 'http://0xa9fea9fe/'])(
    'refuses a redirect to %s',
    async (target) => {
      await expect(safeFetch(`${site.baseUrl}/redirect?to=${encodeURIComponent(target)}`, allow)).rejects.toMatchObject({ code: 'URL_REFUSED' })
    },
  )
  it('refuses a redirect to loopback when loopback is not allowed (the first hop is the test’s own)', async () => {
    await expect(safeFetch(`${site.baseUrl}/article`)).rejects.toMatchObject({ code: 'URL_REFUSED' })
  })
  it('keeps credentials on a redirect within the site and drops them on a redirect to another origin', async () => {
    // An echo of the headers it gets, on another port (another origin) than the page site.
    const echo = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ authorization: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null })))
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve))
    const echoUrl = `http://127.0.0.1:${(echo.address() as { port: number }).port}/echo`
    try {
      const headers = { Authorization: 'Basic c2VjcmV0', Cookie: 'session=1', Accept: 'application/json' }
      const direct = await safeRequest(echoUrl, { ...allow, headers })
      expect(JSON.parse(direct.body.toString())).toEqual({ authorization: 'Basic c2VjcmV0', cookie: 'session=1' })
      const away = await safeRequest(`${site.baseUrl}/redirect?to=${encodeURIComponent(echoUrl)}`, { ...allow, headers })
      expect(JSON.parse(away.body.toString())).toEqual({ authorization: null, cookie: null })
    } finally {
      echo.close()
    }
  })
  it('gives up on a page slower than the time limit', async () => {
    await expect(safeFetch(`${site.baseUrl}/slow`, { ...allow, timeoutMs: 500 })).rejects.toMatchObject({ code: 'URL_TIMEOUT', message: 'The page took too long to answer.' })
    await expect(safeFetch(`${site.baseUrl}/drip`, { ...allow, timeoutMs: 1500 })).rejects.toMatchObject({ code: 'URL_TIMEOUT' })
  })
  it('refuses a page over the size limit, declared or not', async () => {
    await expect(safeFetch(`${site.baseUrl}/big`, allow)).rejects.toMatchObject({ code: 'URL_TOO_LARGE', message: 'The page is too large.' })
    await expect(safeFetch(`${site.baseUrl}/big-chunked`, allow)).rejects.toMatchObject({ code: 'URL_TOO_LARGE' })
  })
  it('refuses what is not a web page, and says when the page is missing', async () => {
    await expect(safeFetch(`${site.baseUrl}/doc.pdf`, allow)).rejects.toMatchObject({ code: 'URL_NOT_HTML', message: 'This address does not point to a web page.' })
    const missing = await safeFetch(`${site.baseUrl}/missing`, allow).catch((e: AppError) => e)
    expect(missing).toMatchObject({ code: 'URL_UNREACHABLE', details: { status: 404 } })
  })
  it('says the page could not be loaded when nothing listens (no stack trace)', async () => {
    const error = (await safeFetch('http://127.0.0.1:9/', allow).catch((e: AppError) => e)) as AppError
    expect(error).toBeInstanceOf(AppError)
    expect(error.code).toBe('URL_UNREACHABLE')
    expect(error.message).not.toMatch(/ECONNREFUSED|at /)
  })
})

describe('extractPage', () => {
  it('keeps the article and its headings, not the menus, sidebar and footer', () => {
    const page = extractPage(articlePageHtml(), 'https://garden.example/compost')
    expect(page.title).toBe(ARTICLE_TITLE)
    expect(page.siteName).toBe('Garden Notes')
    expect(page.headings).toContain('home composting: step 1')
    expect(page.text).toContain(`${ARTICLE_FACTS.name} in ${ARTICLE_FACTS.year}`)
    expect(page.text).not.toMatch(/Cookie settings|Log in|Ten houseplants/)
    expect(page.product).toBeUndefined()
  })
  it('reads a product from JSON-LD (in @graph) with its price, and features from the page list, at most five', () => {
    const page = extractPage(productPageHtml(), 'https://acme.example/products/acme-writer')
    expect(page.product).toEqual({
      name: PRODUCT.name,
      brand: PRODUCT.brand,
      price: PRODUCT.price,
      currency: PRODUCT.currency,
      description: PRODUCT.description,
      features: PRODUCT.features.slice(0, 5),
    })
  })
  it('falls back to Open Graph when a product page has no JSON-LD', () => {
    const html = productPageHtml().replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '')
    const page = extractPage(html, 'https://acme.example/p')
    expect(page.product).toMatchObject({ name: PRODUCT.name, price: PRODUCT.price, currency: PRODUCT.currency })
  })
  it('caps the text at 10,000 words', () => {
    const html = `<html><body><article>${Array.from({ length: 300 }, (_, i) => `<p>${`word${i} `.repeat(50)}</p>`).join('')}</article></body></html>`
    expect(extractPage(html, 'https://x.example/').text.split(/\s+/).length).toBe(10_000)
  })
})
