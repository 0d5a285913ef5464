// The production server: `npm start` runs `node server.mjs`, which takes the same options as
// `next start` (-p/--port or PORT, -H/--hostname or HOSTNAME, --keepAliveTimeout, [directory]).
//
// Why not plain `next start`: it keeps a client's own X-Forwarded-For, so inside a route the
// socket address is lost and anyone can pick their own rate-limit key. Here the client address
// comes from the socket, unless the socket's peer is a proxy listed in TRUSTED_PROXIES (a comma
// list of IP addresses and CIDR ranges); then it is read from X-Forwarded-For right to left,
// skipping trusted hops. The app receives it in the private header `x-seo-client-address` (any
// copy a client sends is removed) and reads it with clientIp() (src/server/rateLimit.ts).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import ipaddr from 'ipaddr.js'

import { pageCopySettings, pageResponses } from './src/server/http/pageResponses.mjs'
import { requestContext } from './src/server/ops/requestContext.mjs'
import { recordWhenDone, REQUEST_ID_HEADER, requestIdOf } from './src/server/ops/requestLog.mjs'
import { withRenderNonce } from './src/server/http/renderNonce.mjs'
import { API_POLICY, REFERRER_POLICY } from './src/server/http/securityHeaders.mjs'

export const CLIENT_ADDRESS_HEADER = 'x-seo-client-address'
/** Set on globalThis when this server runs the app: clientIp() trusts the header only then. */
export const CLIENT_ADDRESS_MARK = Symbol.for('seo-writer.client-address-header')

/**
 * An address written by a machine: IPv4 in four decimal parts or IPv6, optionally in brackets
 * and/or with a port (`[2001:db8::1]:443`, `203.0.113.7:5678`). IPv4-mapped IPv6 becomes IPv4.
 * Anything else (host names, `unknown`, `127.1`, garbage) gives undefined.
 */
export function parseAddress(text) {
  if (typeof text !== 'string') return undefined
  let value = text.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)
  if (bracketed) value = bracketed[1]
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  let address
  // The cheap test first: ipaddr's own check of an IPv6 text (`::ffff:127.0.0.1`, what a dual-stack
  // socket reports) throws and catches an error inside, which cost a fifth of a cached page's CPU time.
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(value) && ipaddr.IPv4.isValidFourPartDecimal(value)) address = ipaddr.IPv4.parse(value)
  else if (value.includes(':') && ipaddr.IPv6.isValid(value)) address = ipaddr.IPv6.parse(value)
  else return undefined
  return address.kind() === 'ipv6' && address.isIPv4MappedAddress() ? address.toIPv4Address() : address
}

/** TRUSTED_PROXIES: `10.0.0.1, 10.1.0.0/16, fd00::/8` → ranges. Throws on an entry that is neither. */
export function parseTrustedProxies(value) {
  const ranges = []
  for (const entry of String(value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [text, bits, extra] = entry.split('/')
    const address = extra === undefined ? parseAddress(text) : undefined
    const max = address?.kind() === 'ipv4' ? 32 : 128
    let prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN
    // An IPv4-mapped range (::ffff:10.0.0.0/104) was turned into IPv4 by parseAddress.
    if (address?.kind() === 'ipv4' && bits !== undefined && text.includes(':')) prefix -= 96
    if (!address || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.1, 10.0.0.0/8, fd00::/8)`)
    }
    ranges.push([address, prefix])
  }
  return ranges
}

function isTrusted(address, ranges) {
  return ranges.some(([range, prefix]) => range.kind() === address.kind() && address.match(range, prefix))
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy; then the rightmost
 * X-Forwarded-For entry that is not a trusted proxy (a malformed entry stops the walk at the last
 * trusted hop, so garbage never becomes a key). undefined when the socket address is unknown.
 */
export function clientAddress(remoteAddress, forwardedFor, ranges) {
  let current = parseAddress(remoteAddress)
  if (!current) return undefined
  if (!isTrusted(current, ranges)) return current.toString()
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header.split(',').map((hop) => hop.trim()).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parseAddress(hops[i])
    if (!hop) break
    current = hop
    if (!isTrusted(hop, ranges)) break
  }
  return current.toString()
}

/** Replaces any incoming `x-seo-client-address` with the address worked out for this request. */
export function stampClientAddress(req, ranges) {
  if (CLIENT_ADDRESS_HEADER in req.headers) {
    delete req.headers[CLIENT_ADDRESS_HEADER]
    const raw = req.rawHeaders
    const kept = []
    for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== CLIENT_ADDRESS_HEADER) kept.push(raw[i], raw[i + 1])
    req.rawHeaders = kept
  }
  const address = connectionPeer(req.socket, ranges).client ?? clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], ranges)
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address
}

const SOCKET_CLIENT = Symbol('clientAddress')

/**
 * The peer of a connection, parsed once per connection (per request it cost a cached page's CPU
 * time): `trusted` when it is one of TRUSTED_PROXIES (its X-Request-Id and X-Forwarded-For then
 * count); otherwise `client`, the client of every request on the connection (undefined when unknown).
 * @param {import('node:net').Socket | undefined} socket
 * @returns {{ trusted: boolean, client: string | undefined }}
 */
export function connectionPeer(socket, ranges) {
  if (!socket) return { trusted: false, client: undefined }
  let known = socket[SOCKET_CLIENT]
  if (known?.ranges !== ranges) {
    const peer = parseAddress(socket.remoteAddress)
    const trusted = Boolean(peer && ranges.length && isTrusted(peer, ranges))
    known = socket[SOCKET_CLIENT] = { ranges, trusted, client: peer && !trusted ? peer.toString() : undefined }
  }
  return known
}

/** Marks this process: the app may now trust the header (see clientIp). */
export function markClientAddressServer() {
  globalThis[CLIENT_ADDRESS_MARK] = true
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why this production server must not start with this SERVER_URL, or null. SERVER_URL is where
 * browsers reach the site: the sign-in check (CSRF, CORS) and every e-mailed link use it, so a
 * missing or wrong one breaks every form. A loopback address on another port than the server's
 * is wrong, unless a proxy listed in TRUSTED_PROXIES stands in front (nginx on :8080, say).
 */
export function serverUrlProblem(serverUrl, port, behindProxy) {
  if (!serverUrl) return `SERVER_URL is not set: set it to the address visitors use, e.g. SERVER_URL=https://writer.example.com (on this machine: SERVER_URL=http://localhost:${port}).`
  let url
  try {
    url = new URL(serverUrl)
  } catch {
    return `SERVER_URL "${serverUrl}" is not an absolute address such as https://writer.example.com.`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `SERVER_URL "${serverUrl}" must start with http:// or https://.`
  const urlPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (!behindProxy && LOOPBACK_HOSTS.has(url.hostname) && urlPort !== port) {
    return `SERVER_URL is ${url.origin}, but this server listens on port ${port}, so signing in and every form would fail: set SERVER_URL=${url.protocol}//${url.hostname}:${port}, start on port ${urlPort}, or list your proxy in TRUSTED_PROXIES.`
  }
  return null
}

/**
 * GET /api/health, answered here: liveness must not wait for Next or Payload (whose sign-in check
 * reads the database when a session cookie comes along). The headers are those of every API answer.
 */
export function isLivenessProbe(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.url === '/api/health' || req.url?.startsWith('/api/health?'))
}

const LIVENESS_BODY = JSON.stringify({ status: 'ok' })

function answerLiveness(res) {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(LIVENESS_BODY),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': API_POLICY,
  })
  res.end(res.req?.method === 'HEAD' ? undefined : LIVENESS_BODY)
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s; a client or proxy
 * that keeps its idle connections longer (nginx's upstream keepalive: 60 s; Playwright's and many
 * HTTP clients' pools) can send its next request just as the server closes the socket, and that
 * request fails with a reset (a POST is not retried). Longer than deploy/nginx.conf's
 * keepalive_timeout, so the proxy always closes first.
 */
export const KEEP_ALIVE_MS = 65_000

function options(argv) {
  const result = { dir: undefined, port: undefined, hostname: undefined, keepAliveTimeout: undefined }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') ? argv[i].split(/=(.*)/s) : [argv[i]]
    const value = () => inline ?? argv[++i]
    if (flag === '-p' || flag === '--port') result.port = Number(value())
    else if (flag === '-H' || flag === '--hostname') result.hostname = value()
    else if (flag === '--keepAliveTimeout') result.keepAliveTimeout = Number(value())
    else if (!flag.startsWith('-')) result.dir = path.resolve(flag)
    else throw new Error(`unknown option ${flag} (server.mjs takes -p, -H, --keepAliveTimeout and a directory)`)
  }
  return result
}

async function main() {
  let args
  let ranges
  let copySettings
  try {
    args = options(process.argv.slice(2))
    ranges = parseTrustedProxies(process.env.TRUSTED_PROXIES)
    copySettings = pageCopySettings(process.env)
  } catch (error) {
    console.error(`Refusing to start: ${error.message}`)
    process.exit(1)
  }
  // What the `next` command sets before `next start`.
  process.env.NODE_ENV ||= 'production'
  process.env.NEXT_RUNTIME = 'nodejs'
  const port = args.port ?? Number(process.env.PORT || 3000)
  const hostname = args.hostname ?? (process.env.HOSTNAME || undefined)
  const dir = args.dir ?? path.dirname(fileURLToPath(import.meta.url))
  const urlProblem = serverUrlProblem(process.env.SERVER_URL, port, ranges.length > 0)
  if (urlProblem) {
    console.error(`Refusing to start: ${urlProblem}`)
    process.exit(1)
  }
  // As next start does: the origin Next uses to forward server actions to itself.
  const shownHost = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
  process.env.PORT = String(port)
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${shownHost}:${port}`

  markClientAddressServer()
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()

  // Compression and cached pages' ETags happen here, not in Next (next.config: compress, generateEtags).
  const respond = pageResponses(copySettings)
  const server = http.createServer((req, res) => {
    const fromProxy = connectionPeer(req.socket, ranges).trusted
    stampClientAddress(req, ranges)
    const context = { requestId: requestIdOf(req, fromProxy) }
    delete req.headers[REQUEST_ID_HEADER]
    req.headers[REQUEST_ID_HEADER] = context.requestId
    res.setHeader('X-Request-Id', context.requestId)
    recordWhenDone(req, res, context)
    if (isLivenessProbe(req)) return answerLiveness(res)
    // Everything written to the log while the request is answered carries its id (logger.mjs).
    requestContext.run(context, () =>
      // Marks the scripts Next writes, so a cached page's policy hashes those alone (renderNonce.mjs).
      withRenderNonce(req, () => respond(req, res, () => void handle(req, res))),
    )
  })
  server.keepAliveTimeout = args.keepAliveTimeout || KEEP_ALIVE_MS
  server.once('error', (error) => {
    console.error(`Refusing to start: ${error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message}`)
    process.exit(1)
  })
  server.listen(port, hostname, () => {
    const trusted = ranges.length ? ranges.map(([a, p]) => `${a}/${p}`).join(', ') : 'none: addresses come from the socket'
    console.log(`▲ Ready on http://${shownHost}:${port} (trusted proxies: ${trusted})`)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)).closeAllConnections())
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
