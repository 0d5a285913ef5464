/**
 * server.mjs's responses over real HTTP: a cached page (one end(html) carrying its version, as
 * Next answers from cache) gets an ETag, a 304 and a compressed body computed once per version;
 * other responses are compressed per request, and streams still stream.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { PAGE_VERSION_HEADER, pageResponses } from '@/server/http/pageResponses.mjs'

const PAGE = `<!DOCTYPE html><html><body>${'<p>A paragraph of a cached page. </p>'.repeat(400)}</body></html>`
let versions = { '/page': 'v1' } as Record<string, string>
let server: http.Server
let base: string

beforeAll(async () => {
  const respond = pageResponses()
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

/** node:http, because fetch would decode the body and hide what was sent. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkAt: number; endAt: number }>((resolve, reject) => {
    const started = Date.now()
    http.get(`${base}${path}`, { headers }, (res) => {
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
