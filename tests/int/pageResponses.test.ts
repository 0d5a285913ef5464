import crypto from 'node:crypto'
/**
 * server.mjs's responses over real HTTP: a cached page (one end(html) carrying its version, as
 * Next answers from cache) gets an ETag, a 304 and a compressed body computed once per version;
 * other responses are compressed per request, and streams still stream. Page copies: the same
 * request from a visitor without a session is answered without Next until the copy is
 * PAGE_COPY_MS old or one of its page's cache tags expires.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import fc from 'fast-check'

import { PAGE_COPY_MS, PAGE_TAGS_HEADER, PAGE_VERSION_HEADER, expirePageCopies, pageResponses } from '@/server/http/pageResponses.mjs'
import { PROPERTY_RUNS, languageHeaders, payloadSeesSession, renderedLanguage } from '../support/cookieSpellings'

const PAGE = `<!DOCTYPE html><html><body>${'<p>A paragraph of a cached page. </p>'.repeat(400)}</body></html>`
let versions = { '/page': 'v1' } as Record<string, string>
let server: http.Server
let base: string

beforeAll(async () => {
  // Copies are off here: these tests change the page behind the server's back.
  const respond = pageResponses({ copyMs: 0 })
  server = http.createServer((req, res) =>
    respond(req, res, () => {
      if (req.url === '/page' || req.url === '/rsc') {
        res.setHeader('content-type', req.url === '/page' ? 'text/html; charset=utf-8' : 'text/x-component')
        res.setHeader(PAGE_VERSION_HEADER, versions['/page'])
        res.setHeader('vary', 'Cookie, Accept-Language')
        res.setHeader('content-length', Buffer.byteLength(PAGE + versions['/page']))
        res.end(PAGE + versions['/page'])
      } else if (req.url === '/json') {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'repeated text' })) }))
      } else if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' })
        res.write('data: first\n\n')
        setTimeout(() => res.end('data: last\n\n'), 300)
      }
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** The headers the language is chosen by. */
function languageInputs(headers: http.IncomingHttpHeaders | Record<string, string>) {
  const inputs: { cookie?: string; 'accept-language'?: string } = {}
  if (typeof headers.cookie === 'string') inputs.cookie = headers.cookie
  if (typeof headers['accept-language'] === 'string') inputs['accept-language'] = headers['accept-language']
  return inputs
}

/** node:http, because fetch would decode the body and hide what was sent. */
function get(path: string, headers: Record<string, string> = {}, origin = base) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkAt: number; endAt: number }>((resolve, reject) => {
    const started = Date.now()
    http.get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      let firstChunkAt = -1
      res.on('data', (chunk: Buffer) => {
        if (firstChunkAt < 0) firstChunkAt = Date.now() - started
        chunks.push(chunk)
      })
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: Date.now() - started }))
    }).on('error', reject)
  })
}

describe('cached pages', () => {
  it('get an ETag from their version, never the private header, and a 304 when it matches', async () => {
    const plain = await get('/page')
    expect(plain.status).toBe(200)
    expect(plain.headers[PAGE_VERSION_HEADER]).toBeUndefined()
    expect(plain.headers.etag).toBe('"v1"')
    expect(plain.body.toString()).toBe(`${PAGE}v1`)
    expect(plain.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding')

    const again = await get('/page', { 'if-none-match': 'W/"v1"' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect((await get('/page', { 'if-none-match': '"v0"' })).status).toBe(200)
  })

  it('are sent in the best coding the client accepts, the same bytes every time, with the right length', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(`${PAGE}v1`)
    expect((await get('/page', { 'accept-encoding': 'gzip, deflate, br' })).body.equals(br.body)).toBe(true)

    const gzip = await get('/page', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(`${PAGE}v1`)

    const identity = await get('/page', { 'accept-encoding': 'identity' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(`${PAGE}v1`)
  })

  it('a new version gets a new ETag and a newly compressed body, never the old one', async () => {
    const before = await get('/page', { 'accept-encoding': 'br' })
    versions = { '/page': 'v2' }
    const after = await get('/page', { 'accept-encoding': 'br', 'if-none-match': '"v1"' })
    expect(after.status).toBe(200)
    expect(after.headers.etag).toBe('"v2"')
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(`${PAGE}v2`)
    expect(after.body.equals(before.body)).toBe(false)
  })

  it('the private header is dropped from other kinds of answer too (the RSC payload of the same entry)', async () => {
    const rsc = await get('/rsc', { 'accept-encoding': 'gzip' })
    expect(rsc.headers[PAGE_VERSION_HEADER]).toBeUndefined()
    expect(rsc.headers.etag).toBeUndefined()
    // Compressed per request like any other response.
    expect(rsc.headers['content-encoding']).toBe('gzip')
  })
})

describe('other responses', () => {
  it('are compressed per request', async () => {
    const json = await get('/json', { 'accept-encoding': 'gzip' })
    expect(json.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(json.body).toString()).items).toHaveLength(200)
  })

  it('an event stream marked no-transform is neither compressed nor held back', async () => {
    const stream = await get('/stream', { 'accept-encoding': 'gzip, br' })
    expect(stream.headers['content-encoding']).toBeUndefined()
    expect(stream.body.toString()).toBe('data: first\n\ndata: last\n\n')
    // The first event arrives before the stream ends (300 ms later).
    expect(stream.firstChunkAt).toBeLessThan(stream.endAt - 150)
  })
})

describe("Next's static files", () => {
  // A real script of the size Next sends (React DOM), streamed from disk as Next does.
  const SCRIPT = path.join(process.cwd(), 'node_modules/react-dom/cjs/react-dom-client.production.js')
  const source = fs.readFileSync(SCRIPT)
  let staticServer: http.Server
  let origin: string
  let served = 0

  beforeAll(async () => {
    const respond = pageResponses()
    staticServer = http.createServer((req, res) =>
      respond(req, res, () => {
        served++
        if (req.url === '/_next/static/chunks/missing.js') {
          res.statusCode = 404
          res.setHeader('content-type', 'text/html')
          return res.end('<p>not found</p>')
        }
        if (req.headers['if-none-match'] === '"file"') {
          res.statusCode = 304
          return res.end()
        }
        res.setHeader('content-type', 'application/javascript; charset=UTF-8')
        res.setHeader('cache-control', 'public, max-age=31536000, immutable')
        res.setHeader('x-content-type-options', 'nosniff')
        res.setHeader('accept-ranges', 'bytes')
        res.setHeader('content-length', source.length)
        fs.createReadStream(SCRIPT).pipe(res)
      }),
    )
    await new Promise<void>((resolve) => staticServer.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => staticServer.close(resolve)))

  it('are compressed per request the first time, then sent compressed at their best, with the headers Next gave', async () => {
    const path = '/_next/static/chunks/react-dom.js'
    const first = await get(path, { 'accept-encoding': 'gzip, br' }, origin)
    expect(first.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(first.body).equals(source)).toBe(true)

    let best = first
    for (let i = 0; i < 100 && best.body.length >= first.body.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      best = await get(path, { 'accept-encoding': 'gzip, br' }, origin)
    }
    expect(best.headers['content-encoding']).toBe('br')
    expect(best.body.length).toBeLessThan(first.body.length * 0.9)
    expect(Number(best.headers['content-length'])).toBe(best.body.length)
    expect(zlib.brotliDecompressSync(best.body).equals(source)).toBe(true)
    expect(best.headers['x-content-type-options']).toBe('nosniff')
    expect(best.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(best.headers.vary).toContain('Accept-Encoding')
    expect(best.headers['accept-ranges']).toBeUndefined()

    const gzip = await get(path, { 'accept-encoding': 'gzip' }, origin)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).equals(source)).toBe(true)
    const plain = await get(path, {}, origin)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(source)).toBe(true)
  })

  it('a range, a 304 or an error is answered as Next answers it', async () => {
    const path = '/_next/static/chunks/react-dom-2.js'
    await get(path, { 'accept-encoding': 'br' }, origin)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const ranged = await get(path, { 'accept-encoding': 'br', range: 'bytes=0-99' }, origin)
    expect(zlib.brotliDecompressSync(ranged.body).equals(source)).toBe(true) // the stub ignores ranges; nothing of ours is sent
    const notModified = await get(path, { 'accept-encoding': 'br', 'if-none-match': '"file"' }, origin)
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    for (let i = 0; i < 2; i++) {
      const missing = await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }, origin)
      expect(missing.status).toBe(404)
      // Under the middleware's 1 KB threshold: sent as it is.
      expect(missing.headers['content-encoding']).toBeUndefined()
      expect(missing.body.toString()).toBe('<p>not found</p>')
    }
  })
})

describe('page copies', () => {
  let copyServer: http.Server
  let origin: string
  let clock = 1_000_000
  /** What reached "Next": one entry per request it answered. */
  const rendered: string[] = []
  let version = 'c1'
  let setCookie = false
  /** The cache tags "Next" stored with a page (the cache handler's private header); none for the others. */
  const TAGS: Record<string, string> = { '/blog': 'blog,_N_T_/layout,_N_T_/en/blog', '/blog/a': 'post:a,_N_T_/layout', '/blog/b': 'post:b,_N_T_/layout' }

  beforeAll(async () => {
    const respond = pageResponses({ now: () => clock })
    copyServer = http.createServer((req, res) =>
      respond(req, res, () => {
        rendered.push(`${req.url} ${req.headers['accept-language'] ?? ''}`)
        // The language Next's rewrites pick, named as the cache handler names it (Content-Language).
        const language = renderedLanguage(languageInputs(req.headers), req.url)
        res.setHeader('content-language', language)
        const html = `<!DOCTYPE html><html lang="${language}"><body>${'<p>Copy. </p>'.repeat(300)}${version}</body></html>`
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('x-nextjs-cache', 'MISS')
        res.setHeader(PAGE_VERSION_HEADER, `${version}-${language}`)
        if (TAGS[req.url!]) res.setHeader(PAGE_TAGS_HEADER, TAGS[req.url!])
        if (setCookie) res.setHeader('set-cookie', 'seen=1')
        res.end(html)
      }),
    )
    await new Promise<void>((resolve) => copyServer.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(copyServer.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => copyServer.close(resolve)))

  beforeEach(() => {
    expirePageCopies()
    rendered.length = 0
    setCookie = false
  })

  const visit = (path: string, headers: Record<string, string> = {}) => get(path, headers, origin)

  it('always answer in the language a fresh render gives that request, however the cookie is spelled, and never a session', async () => {
    const paths = fc.constantFrom('/', '/blog', '/pricing')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(paths, languageHeaders), { minLength: 2, maxLength: 6 }), async (visits) => {
        expirePageCopies()
        for (const [path, headers] of visits) {
          const answer = await visit(path, headers)
          // What the server receives: HTTP drops blanks around a header's value.
          const received = languageInputs(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/^[ \t]+|[ \t]+$/g, '')])))
          expect([path, headers, /lang="(\w+)"/.exec(answer.body.toString())?.[1]]).toEqual([path, headers, renderedLanguage(received, path)])
          if (payloadSeesSession(received.cookie)) expect([headers, answer.headers['x-nextjs-cache']]).toEqual([headers, 'MISS'])
        }
      }),
      { numRuns: PROPERTY_RUNS / 4 },
    )
    // The spellings of the review: a Hungarian copy for one of them was then given to English visitors.
    for (const cookie of ['NEXT_LOCALE =hu', 'NEXT_LOCALE\t=hu', 'NEXT_LOCALE =hu; NEXT_LOCALE=en', 'NEXT_LOCALE="hu"', 'NEXT_LOCALE=%68u']) {
      expirePageCopies()
      expect((await visit('/pricing', { 'accept-language': 'en', cookie })).body.toString()).toContain('lang="hu"')
      expect((await visit('/pricing', { 'accept-language': 'en' })).body.toString()).toContain('lang="en"')
    }
  })

  it('answer the same request again without Next, with the same headers and bytes, in any coding', async () => {
    const first = await visit('/blog', { 'accept-encoding': 'br' })
    const second = await visit('/blog', { 'accept-encoding': 'br' })
    expect(rendered).toEqual(['/blog '])
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-encoding']).toBe('br')
    expect(Number(second.headers['content-length'])).toBe(second.body.length)
    for (const name of ['etag', 'content-type', 'cache-control', 'vary', 'content-security-policy']) expect(second.headers[name]).toBe(first.headers[name])
    expect(second.headers['cache-control']).toBe('s-maxage=1, stale-while-revalidate=59')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers[PAGE_VERSION_HEADER]).toBeUndefined()

    const plain = await visit('/blog')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(zlib.brotliDecompressSync(first.body).toString())
    const revalidated = await visit('/blog', { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(rendered).toHaveLength(1)
  })

  it("are kept apart by address and by the language's inputs (cookie, Accept-Language)", async () => {
    const english = await visit('/blog', { 'accept-language': 'en' })
    const byHeader = await visit('/blog', { 'accept-language': 'hu' })
    const byCookie = await visit('/blog', { 'accept-language': 'en', cookie: 'theme=dark; NEXT_LOCALE=hu' })
    const otherCookie = await visit('/blog', { 'accept-language': 'en', cookie: 'theme=dark' })
    await visit('/pricing', { 'accept-language': 'en' })
    expect(english.body.toString()).toContain('lang="en"')
    expect(byHeader.body.toString()).toContain('lang="hu"')
    expect(byCookie.body.toString()).toContain('lang="hu"')
    // Cookies other than the language share the copy.
    expect(otherCookie.body.toString()).toContain('lang="en"')
    // The page varies by its language alone: the cookie's Hungarian is the header's.
    expect(rendered).toEqual(['/blog en', '/blog hu', '/pricing en'])
  })

  it("never answer a signed-in visitor, a token, Next's router or another method", async () => {
    await visit('/blog')
    rendered.length = 0
    await visit('/blog', { cookie: 'NEXT_LOCALE=en; payload-token=abc' })
    await visit('/blog', { authorization: 'JWT abc' })
    await visit('/blog', { rsc: '1' })
    await visit('/blog', { 'next-router-prefetch': '1' })
    await new Promise<void>((resolve, reject) =>
      http.request(`${origin}/blog`, { method: 'HEAD' }, (res) => res.resume().on('end', resolve)).on('error', reject).end(),
    )
    expect(rendered).toHaveLength(5)
    // And what those requests were answered is not kept for the next visitor either.
    rendered.length = 0
    await visit('/pricing', { cookie: 'payload-token=abc' })
    await visit('/pricing')
    expect(rendered).toHaveLength(2)
  })

  it('are dropped when the cache expires tags, and after PAGE_COPY_MS', async () => {
    await visit('/blog')
    version = 'c2'
    expect((await visit('/blog')).body.toString()).toContain('c1')
    expirePageCopies()
    expect((await visit('/blog')).body.toString()).toContain('c2')
    version = 'c3'
    clock += PAGE_COPY_MS - 1
    expect((await visit('/blog')).body.toString()).toContain('c2')
    clock += 1
    expect((await visit('/blog')).body.toString()).toContain('c3')
    expect(rendered).toHaveLength(3)
  })

  it('are dropped when one of their tags expires and kept through the others: a post changed leaves the rest of the blog warm', async () => {
    const pages = ['/blog', '/blog/a', '/blog/b', '/pricing']
    const visitAll = async () => {
      const answers = await Promise.all(pages.map((page) => visit(page)))
      return Object.fromEntries(pages.map((page, i) => [page, answers[i].headers['x-nextjs-cache']]))
    }
    await visitAll()
    // Post a changed: the trigger's message names the blog and the post.
    expirePageCopies(['blog', 'post:a'])
    expect(await visitAll()).toEqual({ '/blog': 'MISS', '/blog/a': 'MISS', '/blog/b': 'HIT', '/pricing': 'MISS' })
    // A page stored without tags goes with any expiry; the others with theirs only.
    expirePageCopies('post:b')
    expect(await visitAll()).toEqual({ '/blog': 'HIT', '/blog/a': 'HIT', '/blog/b': 'MISS', '/pricing': 'MISS' })
    // One of Next's implicit tags (a path, the root layout: a lost connection): every copy.
    expirePageCopies(['_N_T_/layout', 'blog'])
    expect(await visitAll()).toEqual({ '/blog': 'MISS', '/blog/a': 'MISS', '/blog/b': 'MISS', '/pricing': 'MISS' })
    expect(await visitAll()).toEqual({ '/blog': 'HIT', '/blog/a': 'HIT', '/blog/b': 'HIT', '/pricing': 'HIT' })
    // The private header never reaches the visitor.
    expect((await visit('/blog/a')).headers[PAGE_TAGS_HEADER]).toBeUndefined()
    expect((await visit('/blog/b', { cookie: 'payload-token=abc' })).headers[PAGE_TAGS_HEADER]).toBeUndefined()
  })

  /**
   * Renders /blog twice through a server whose "Next" expires copies while it renders (`expire`),
   * the page carrying `tags`: how many renders reached it.
   */
  async function rendersAcrossAnExpiry(expire: () => void, tags?: string) {
    const respond = pageResponses({ now: () => clock })
    let renders = 0
    const racing = http.createServer((req, res) =>
      respond(req, res, () => {
        renders++
        expire()
        res.setHeader('content-type', 'text/html')
        res.setHeader('content-language', 'en')
        res.setHeader(PAGE_VERSION_HEADER, 'r1')
        if (tags) res.setHeader(PAGE_TAGS_HEADER, tags)
        res.end('<!DOCTYPE html><p>racing</p>')
      }),
    )
    await new Promise<void>((resolve) => racing.listen(0, '127.0.0.1', resolve))
    const racingOrigin = `http://127.0.0.1:${(racing.address() as AddressInfo).port}`
    await get('/blog', {}, racingOrigin)
    await get('/blog', {}, racingOrigin)
    await new Promise((resolve) => racing.close(resolve))
    return renders
  }

  it('a page rendered across an expiry (of any tag, or of one of its own) is not kept as fresh', async () => {
    // The expiry lands while "Next" renders: the page it answers may predate the change.
    expect(await rendersAcrossAnExpiry(() => expirePageCopies())).toBe(2)
    expect(await rendersAcrossAnExpiry(() => expirePageCopies('post:racing'), 'post:racing')).toBe(2)
    // Another post's change during the render leaves it fresh.
    expect(await rendersAcrossAnExpiry(() => expirePageCopies('post:other'), 'post:racing')).toBe(1)
  })

  it('are not kept for an answer that sets a cookie', async () => {
    setCookie = true
    await visit('/contact')
    setCookie = false
    await visit('/contact')
    expect(rendered).toHaveLength(2)
  })

  it('live until the content changes: a post read once every few minutes is answered from its copy', async () => {
    await visit('/blog/long-tail-post')
    for (const minutes of [1, 3, 5]) {
      clock += minutes * 60_000
      expect((await visit('/blog/long-tail-post')).headers['x-nextjs-cache']).toBe('HIT')
    }
    expect(rendered).toEqual(['/blog/long-tail-post '])
  })

  it('answer an address with tracking parameters from the plain address’s copy; other parameters are other pages', async () => {
    const plain = await visit('/blog/campaign-post')
    const tagged = await visit('/blog/campaign-post?utm_source=newsletter&utm_medium=email&gclid=abc123')
    const other = await visit('/blog/campaign-post?fbclid=xyz')
    expect(tagged.body.equals(plain.body)).toBe(true)
    expect(other.headers['x-nextjs-cache']).toBe('HIT')
    await visit('/blog/campaign-post?page=2&utm_campaign=spring')
    await visit('/blog/campaign-post?page=2')
    expect(rendered).toEqual(['/blog/campaign-post ', '/blog/campaign-post?page=2&utm_campaign=spring '])
  })

  /** A server of 4 KB pages whose copies share `copyBytes`; `page(url)` is each page's text. */
  async function budgetServer(copyBytes: number, page: (url: string) => string) {
    const respond = pageResponses({ copyBytes, now: () => clock })
    const renders: string[] = []
    const small = http.createServer((req, res) =>
      respond(req, res, () => {
        renders.push(req.url!)
        res.setHeader('content-type', 'text/html')
        res.setHeader('content-language', 'en')
        res.setHeader(PAGE_VERSION_HEADER, `budget-${req.url}`)
        res.end(`<!DOCTYPE html><p>${page(req.url!)}</p>`)
      }),
    )
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve))
    return { renders, origin: `http://127.0.0.1:${(small.address() as AddressInfo).port}`, close: () => new Promise((resolve) => small.close(resolve)) }
  }

  it('share a memory budget: the copy read least recently goes first', async () => {
    // Pages that do not compress (4 KB plain, 3 KB as brotli): room for two copies either way.
    const texts = new Map(['/a', '/b', '/c'].map((url) => [url, crypto.randomBytes(3000).toString('base64')]))
    const server = await budgetServer(8500, (url) => texts.get(url)!)
    try {
      for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await get(path, { 'accept-encoding': 'br' }, server.origin)
      // /b was the least recently read when /c came: it went; /a stayed.
      expect(server.renders).toEqual(['/a', '/b', '/c', '/b'])
    } finally {
      await server.close()
    }
  })

  it('hold a copy as its brotli body: pages that compress sixfold fit six times as many in the budget', async () => {
    // A 4 KB page of prose-like text; as plain bodies only two fit in 9 KB, as brotli bodies all five.
    const server = await budgetServer(9000, (url) => `${url} `.repeat(10) + 'The quick brown fox jumps over the lazy dog. '.repeat(90))
    try {
      const pages = ['/a', '/b', '/c', '/d', '/e']
      for (const path of pages) expect((await get(path, { 'accept-encoding': 'gzip, br' }, server.origin)).headers['content-encoding']).toBe('br')
      const again = await Promise.all(pages.map((path) => get(path, { 'accept-encoding': 'gzip, br' }, server.origin)))
      expect(server.renders).toEqual(pages)
      // The same bytes for every kind of client: brotli as kept, gzip and plain from it.
      const plain = await get('/c', { 'accept-encoding': 'identity' }, server.origin)
      const gzip = await get('/c', { 'accept-encoding': 'gzip' }, server.origin)
      expect(plain.headers['x-nextjs-cache']).toBe('HIT')
      expect(zlib.brotliDecompressSync(again[2]!.body).equals(plain.body)).toBe(true)
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true)
      expect(plain.body.toString()).toContain('/c /c ')
      expect(server.renders).toEqual(pages)
    } finally {
      await server.close()
    }
  })
})
