import 'server-only'

import { env } from '../env'
import { AppError } from '../errors'
import { safeRequest } from '../fetch/safeFetch'
import { siteFailure, SiteFailureError, type SiteFailure } from './failures'

/** How a site's REST API is addressed: /wp-json/… (pretty permalinks) or /?rest_route=… (plain ones). */
export type RestStyle = 'pretty' | 'plain'

export type WordPressSite = { siteUrl: string; username: string; applicationPassword: string; restStyle?: RestStyle }

export type WordPressAnswer = { status: number; json: unknown; isJson: boolean; headers: Record<string, string | string[] | undefined> }

const API_TIMEOUT_MS = 20_000
const MAX_ANSWER_BYTES = 10 * 1024 * 1024

export function restUrl(siteUrl: string, route: string, style: RestStyle, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query)
  if (style === 'pretty') return `${siteUrl}/wp-json${route}${params.size ? `?${params}` : ''}`
  return `${siteUrl}/?rest_route=${encodeURIComponent(route)}${params.size ? `&${params}` : ''}`
}

const basicAuth = (site: WordPressSite) => `Basic ${Buffer.from(`${site.username}:${site.applicationPassword.replace(/\s+/g, '')}`).toString('base64')}`

/**
 * One REST call to the site, through the safe fetcher (the site URL is the user's): JSON in and
 * out, authenticated with the application password. Exchange failures (refused address, timeout,
 * no answer) become SiteFailureErrors; any HTTP status comes back for the caller to read.
 */
export async function wpCall(
  site: WordPressSite,
  route: string,
  init: { method?: string; query?: Record<string, string>; json?: unknown; body?: Buffer; headers?: Record<string, string>; auth?: boolean; style?: RestStyle } = {},
): Promise<WordPressAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': 'SEOWriter/1.0 (+publishing)', ...init.headers }
  if (init.auth !== false) headers.Authorization = basicAuth(site)
  let body: Buffer | undefined = init.body
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = Buffer.from(JSON.stringify(init.json))
  }
  try {
    const answer = await safeRequest(restUrl(site.siteUrl, route, init.style ?? site.restStyle ?? 'pretty', init.query), {
      method: init.method ?? 'GET',
      headers,
      body,
      allowLoopback: env().FETCH_ALLOW_LOOPBACK,
      timeoutMs: API_TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
    })
    const type = String(answer.headers['content-type'] ?? '')
    let json: unknown = null
    let isJson = false
    if (type.includes('json')) {
      try {
        // Some plugins print a notice before the JSON; WordPress's answer is what follows it.
        const text = answer.body.toString('utf8')
        json = JSON.parse(text.slice(Math.max(0, text.search(/[[{]/))))
        isJson = true
      } catch {
        isJson = false
      }
    }
    return { status: answer.status, json, isJson, headers: answer.headers }
  } catch (error) {
    if (error instanceof AppError) {
      if (error.code === 'URL_REFUSED') throw new SiteFailureError(siteFailure('SITE_REFUSED'))
      throw new SiteFailureError(siteFailure('SITE_UNREACHABLE', { detail: error.message }))
    }
    throw error
  }
}

/** The error code WordPress put in its JSON answer (rest_cannot_create, incorrect_password, …). */
export function wpErrorCode(answer: WordPressAnswer): string {
  const json = answer.json as { code?: unknown } | null
  return typeof json?.code === 'string' ? json.code : ''
}

const CREDENTIAL_ERRORS = new Set(['incorrect_password', 'invalid_username', 'invalid_email', 'authentication_failed'])
const APP_PASSWORDS_OFF = new Set(['application_passwords_disabled', 'application_passwords_disabled_for_user'])
/** What WordPress answers an anonymous request to write: 401 with these codes (a logged-in user who may not gets 403). */
const NOT_ALLOWED_WHEN_ANONYMOUS = new Set(['rest_cannot_create', 'rest_cannot_publish', 'rest_cannot_create_media', 'rest_cannot_edit', 'rest_cannot_edit_others'])

/**
 * What a 401/403/404/5xx answer of WordPress means for the user. A 401 without any login error
 * (rest_not_logged_in) means WordPress never saw our credentials: the REST index then tells
 * whether application passwords are on (so the web server dropped the header) or off.
 */
export async function explainWordPressAnswer(site: WordPressSite, answer: WordPressAnswer): Promise<SiteFailure> {
  const code = wpErrorCode(answer)
  if (answer.status === 429 || answer.status >= 500) return siteFailure('SITE_ERROR', { status: answer.status, detail: code || undefined })
  if (CREDENTIAL_ERRORS.has(code)) return siteFailure('WRONG_CREDENTIALS', { status: answer.status, detail: code })
  if (APP_PASSWORDS_OFF.has(code)) return siteFailure('APP_PASSWORDS_UNAVAILABLE', { status: answer.status, detail: code })
  // Not logged in: said outright, or as a 401 refusal to create (403 is for a known user who may not).
  if (code === 'rest_not_logged_in' || (answer.status === 401 && NOT_ALLOWED_WHEN_ANONYMOUS.has(code))) {
    const index = await wpCall(site, '/', { auth: false }).catch(() => null)
    const methods = (index?.json as { authentication?: Record<string, unknown> } | null)?.authentication
    if (!methods || !('application-passwords' in methods)) return siteFailure('APP_PASSWORDS_UNAVAILABLE', { status: answer.status, detail: code })
    // WordPress (6.1 at least) answers a wrong password like a missing one unless something asked
    // for the user earlier. XML-RPC takes the same credentials in its body, past any header
    // filter: it tells a wrong password from a header the web server dropped.
    const valid = await credentialsValidOverXmlRpc(site)
    const failure = valid === null ? 'LOGIN_NOT_ACCEPTED' : valid ? 'AUTH_HEADER_STRIPPED' : 'WRONG_CREDENTIALS'
    return siteFailure(failure, { status: answer.status, detail: code })
  }
  if (code === 'rest_cannot_create' || code === 'rest_cannot_publish') return siteFailure('CANNOT_PUBLISH', { status: answer.status, detail: code })
  if (code === 'rest_cannot_create_media' || code === 'rest_upload_user_quota_exceeded') return siteFailure('CANNOT_UPLOAD', { status: answer.status, detail: code })
  // A security plugin's refusal (rest_cannot_access, rest_login_required, …) or a route it removed.
  if (answer.status === 401 || answer.status === 403 || code === 'rest_no_route') return siteFailure('REST_DISABLED', { status: answer.status, detail: code || undefined })
  // Any other 4xx (rest_invalid_param, …): WordPress refused what was sent; sending it again would change nothing.
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 408) return siteFailure('SITE_REJECTED', { status: answer.status, detail: code || undefined })
  return siteFailure('SITE_ERROR', { status: answer.status, detail: code || undefined })
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Whether the username and application password log in over XML-RPC (wp.getUsersBlogs): true,
 * false ('Incorrect username or password', fault 403), or null when XML-RPC cannot tell (switched
 * off, blocked, or not answering).
 */
async function credentialsValidOverXmlRpc(site: WordPressSite): Promise<boolean | null> {
  const call = `<?xml version="1.0"?><methodCall><methodName>wp.getUsersBlogs</methodName><params><param><value><string>${xmlText(site.username)}</string></value></param><param><value><string>${xmlText(site.applicationPassword.replace(/\s+/g, ''))}</string></value></param></params></methodCall>`
  try {
    const answer = await safeRequest(`${site.siteUrl}/xmlrpc.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml', 'User-Agent': 'SEOWriter/1.0 (+publishing)' },
      body: call,
      allowLoopback: env().FETCH_ALLOW_LOOPBACK,
      timeoutMs: API_TIMEOUT_MS,
      maxBytes: 1024 * 1024,
    })
    const xml = answer.body.toString('utf8')
    if (answer.status !== 200 || !xml.includes('<methodResponse')) return null
    if (!xml.includes('<fault>')) return true
    return /<name>faultCode<\/name>\s*<value><int>403<\/int>/.test(xml) ? false : null
  } catch {
    return null
  }
}

/** Whether the page at the site's address is WordPress (its markup names wp-content, wp-json or api.w.org). */
async function looksLikeWordPress(siteUrl: string): Promise<boolean> {
  try {
    const page = await safeRequest(siteUrl, { allowLoopback: env().FETCH_ALLOW_LOOPBACK, timeoutMs: API_TIMEOUT_MS })
    const html = page.body.toString('utf8')
    return /wp-content|wp-json|api\.w\.org|wp-includes/.test(html) || String(page.headers.link ?? '').includes('api.w.org')
  } catch {
    return false
  }
}

export type WordPressAccount = { id: number; name: string; roles: string[]; restStyle: RestStyle }

/**
 * 'Test connection' (SPEC 2, 5): who the application password logs in as, on which REST address,
 * and whether that user can publish posts and upload the featured image. Each known failure comes
 * back explained (failures.ts), never thrown.
 */
export async function checkWordPress(site: WordPressSite): Promise<({ ok: true } & WordPressAccount) | SiteFailure> {
  try {
    let style: RestStyle = 'pretty'
    let me = await wpCall(site, '/wp/v2/users/me', { query: { context: 'edit' }, style })
    // Without pretty permalinks /wp-json/ is not routed: the same API answers at ?rest_route=.
    if (!me.isJson || (me.status === 404 && wpErrorCode(me) !== 'rest_no_route')) {
      const plain = await wpCall(site, '/wp/v2/users/me', { query: { context: 'edit' }, style: 'plain' })
      if (plain.isJson) {
        me = plain
        style = 'plain'
      }
    }
    if (!me.isJson) return siteFailure((await looksLikeWordPress(site.siteUrl)) ? 'REST_DISABLED' : 'NOT_WORDPRESS', { status: me.status })
    if (me.status !== 200) return explainWordPressAnswer({ ...site, restStyle: style }, me)
    const user = me.json as { id?: number; name?: string; roles?: string[]; capabilities?: Record<string, boolean> }
    const roles = user.roles ?? []
    if (!user.capabilities?.publish_posts) return siteFailure('CANNOT_PUBLISH', { detail: roles.join(', ') || undefined })
    if (!user.capabilities?.upload_files) return siteFailure('CANNOT_UPLOAD', { detail: roles.join(', ') || undefined })
    return { ok: true, id: Number(user.id), name: user.name ?? site.username, roles, restStyle: style }
  } catch (error) {
    if (error instanceof SiteFailureError) return error.failure
    throw error
  }
}
