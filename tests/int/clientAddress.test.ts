import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { handleEndpoints, type Payload } from 'payload'

import { markClientAddressServer, parseTrustedProxies, stampClientAddress } from '../../server.mjs'
import { bootPayload, shutdown } from './support'

// The issue: 22 registrations with `X-Forwarded-For: 10.9.9.9` got 429 from the 21st, and changing
// the header to 10.9.9.10 reset the limit. Here a real http.Server does what server.mjs does for
// each request (stampClientAddress) and hands it to the real Payload endpoints; forgot-password
// (the mail-bombing one) allows 10 requests per client per 10 minutes.
const LIMIT = 10

let payload: Payload
let server: http.Server
let base: string
let trusted = parseTrustedProxies('')

beforeAll(async () => {
  payload = await bootPayload()
  markClientAddressServer()
  server = http.createServer(async (req, res) => {
    stampClientAddress(req, trusted)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    const request = new Request(`http://localhost${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
    const response = await handleEndpoints({ config: payload.config, request })
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await shutdown(payload)
})

function forgotPassword(headers: Record<string, string>) {
  return fetch(`${base}/api/account/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'nobody-here@example.com' }),
  }).then((r) => r.status)
}

it('from an untrusted socket, a spoofed X-Forwarded-For (or our own header) does not change the client', async () => {
  trusted = parseTrustedProxies('')
  for (let i = 1; i <= LIMIT; i++) expect(await forgotPassword({ 'x-forwarded-for': `10.9.9.${i}` })).toBe(200)
  expect(await forgotPassword({ 'x-forwarded-for': '10.9.9.99' })).toBe(429)
  expect(await forgotPassword({ 'x-seo-client-address': '10.7.7.7', 'x-real-ip': '10.7.7.8' })).toBe(429)
})

it('behind a proxy listed in TRUSTED_PROXIES, each forwarded client has its own limit', async () => {
  trusted = parseTrustedProxies('127.0.0.1')
  for (let i = 1; i <= LIMIT; i++) expect(await forgotPassword({ 'x-forwarded-for': '10.9.9.9' })).toBe(200)
  expect(await forgotPassword({ 'x-forwarded-for': '10.9.9.9' })).toBe(429)
  // The client behind the proxy cannot escape by prepending another address: the proxy appends the real one.
  expect(await forgotPassword({ 'x-forwarded-for': '6.6.6.6, 10.9.9.9' })).toBe(429)
  // Another client behind the same proxy is not affected.
  expect(await forgotPassword({ 'x-forwarded-for': '10.9.9.10' })).toBe(200)
})
