// Requests answered by server.mjs, counted by route group (GET /api/metrics): public pages answered
// from a page copy or rendered, the API, the admin panel, static files.
import { counter, histogram, REQUEST_BUCKETS } from './metrics.mjs'

/** Set on a response by the page copies (pageResponses.mjs): 'hit' or 'miss'. */
export const PAGE_COPY = Symbol.for('seo-writer.pageCopy')

/**
 * The group a request's metrics go under: a fixed word, never the path itself.
 * @param {string} url
 * @param {'hit' | 'miss' | undefined} copy
 */
export function routeGroup(url, copy) {
  const path = url.split('?', 1)[0] ?? ''
  if (path.startsWith('/_next/static/') || /\.(?:js|css|map|woff2?|png|jpe?g|webp|avif|svg|ico|txt|xml|webmanifest)$/.test(path)) return 'static'
  if (path === '/api/health' || path === '/api/ready' || path === '/api/metrics') return 'probe'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (copy === 'hit') return 'page-copy-hit'
  if (copy === 'miss') return 'page-copy-miss'
  return 'page'
}

/**
 * Counts a finished (or abandoned) request: by group, and status class ('aborted' when the client
 * left first). requestLog.mjs calls it with the time it measured for the log line.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} seconds
 */
export function countRequest(req, res, seconds) {
  // @ts-ignore: a symbol-keyed mark
  const group = routeGroup(req.url ?? '/', res[PAGE_COPY])
  const status = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted'
  counter('seo_writer_http_requests_total', 'Requests answered, by route group and status class.', ['group', 'status']).inc({ group, status })
  histogram('seo_writer_http_request_seconds', 'Time to answer a request, by route group.', ['group'], REQUEST_BUCKETS).observe({ group }, seconds)
}
