/**
 * Outbound links an article may keep (issue 35): http(s) to public hosts. A link to a private or
 * reserved address (10.0.0.1, 192.168.…, fd00::, the cloud metadata address) or to a name only a
 * local network resolves (localhost, *.local, *.internal, a single label) leads readers nowhere and
 * maps the writer's network, so the sanitizer drops its address and keeps its words.
 */
import { addressRange } from '../fetch/address'

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa|intranet)$/i

/** Whether an http(s) href may be kept. Other schemes are the sanitizer's allow-list's business. */
export function outboundHrefAllowed(href: string, options: { allowLoopback: boolean; siteHost?: string }): boolean {
  let url: URL
  try {
    url = new URL(href.trim())
  } catch {
    return true // a relative address stays on the page's own site
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (options.siteHost && host === options.siteHost.toLowerCase()) return true
  const range = addressRange(host)
  if (range !== 'invalid') return range === 'unicast' || (range === 'loopback' && options.allowLoopback)
  if (host === 'localhost' || host.endsWith('.localhost')) return options.allowLoopback
  return host.includes('.') && !LOCAL_NAMES.test(host)
}

/**
 * This server's policy: loopback links are kept on test runs (FETCH_ALLOW_LOOPBACK, refused on a public
 * server) and in development, and links to the site's own host always. Read from the process
 * environment: the sanitizer also runs in worker threads and in tools without the app's config.
 */
export function outboundPolicy(): { allowLoopback: boolean; siteHost?: string } {
  let siteHost: string | undefined
  try {
    siteHost = process.env.SERVER_URL ? new URL(process.env.SERVER_URL).hostname : undefined
  } catch {
    siteHost = undefined
  }
  return { allowLoopback: process.env.FETCH_ALLOW_LOOPBACK === 'true' || process.env.NODE_ENV !== 'production', siteHost }
}
