import http from 'node:http'

import { send, startServer } from './http'

/**
 * What the real WordPress of the tests (tests/support/wordpress.mjs) cannot show by itself: a site
 * that answers 503 for a while, or a security plugin that refuses the REST API with 401
 * `rest_cannot_access`. It stands in front of the real site and passes every request through,
 * except those matched by a planned fault, which get WordPress's (or the web server's) answer.
 */
export type WordPressFaults = {
  url: string
  /** The next `times` requests whose path (with query) matches get `status` with `body` (JSON when an object). */
  failNext(matcher: RegExp, status: number, body?: unknown, times?: number): void
  /** Requests seen, in order: method and path. */
  requests: { method: string; path: string; faulted: boolean }[]
  stop(): Promise<void>
}

/** The answer a security plugin (Wordfence, Solid Security, Disable REST API) gives instead of the REST API. */
export const REST_CANNOT_ACCESS = { code: 'rest_cannot_access', message: 'Only authenticated users can access the REST API.', data: { status: 401 } }

/** nginx's answer while PHP-FPM is overloaded or the site is in maintenance. */
const SERVICE_UNAVAILABLE = '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center></body></html>'

export async function startWordPressFaults(target: string): Promise<WordPressFaults> {
  const origin = new URL(target)
  const planned: { matcher: RegExp; status: number; body: unknown; left: number }[] = []
  const requests: WordPressFaults['requests'] = []

  const server = await startServer({
    label: 'wordpress-faults',
    port: 0,
    internalError: (res, message) => send(res, 502, 'text/plain', message),
    handle: async (req, res) => {
      const path = req.url ?? '/'
      const fault = planned.find((p) => p.left > 0 && p.matcher.test(decodeURIComponent(path)))
      requests.push({ method: req.method ?? 'GET', path, faulted: Boolean(fault) })
      if (fault) {
        fault.left--
        req.resume()
        if (typeof fault.body === 'object' && fault.body !== null) return send(res, fault.status, 'application/json; charset=UTF-8', JSON.stringify(fault.body))
        return send(res, fault.status, 'text/html', typeof fault.body === 'string' ? fault.body : SERVICE_UNAVAILABLE)
      }
      await new Promise<void>((resolve, reject) => {
        const upstream = http.request(
          { host: origin.hostname, port: origin.port, method: req.method, path, headers: { ...req.headers, host: origin.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res).on('finish', resolve).on('error', reject)
          },
        )
        upstream.on('error', reject)
        req.pipe(upstream)
      })
    },
  })

  return {
    url: server.baseUrl,
    requests,
    failNext(matcher, status, body, times = 1) {
      planned.push({ matcher, status, body, left: times })
    },
    stop: () => server.close(),
  }
}
