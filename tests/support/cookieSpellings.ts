import fc from 'fast-check'
// The parser Payload's extractJWT reads the session cookie with (not among the package's exports).
import { parseCookies } from '../../node_modules/payload/dist/utilities/parseCookies.js'

import { route } from './rewrites'

/*
 * Cookie and Accept-Language headers spelled every way the parsers differ on: blanks around names
 * and values (space, tab, no-break space), quotes, percent-encoding, duplicates, case, the name
 * inside another cookie's value. The answers come from the real parsers: Next's rewrites
 * (tests/support/rewrites.ts runs Next's matchers on routing.ts) and Payload's parseCookies.
 */
const BLANKS = ['', ' ', '\t', '\u00a0', '  ']
const blank = fc.constantFrom(...BLANKS)

const localeCookie = fc
  .tuple(
    blank,
    fc.constantFrom('NEXT_LOCALE', 'NEXT_LOCALE', 'NEXT_LOCALE', 'next_locale', 'Next_Locale', 'NEXT_LOCALEX', 'XNEXT_LOCALE'),
    blank,
    fc.constantFrom('=', '=', '=', '==', ''),
    blank,
    fc.constantFrom('en', 'hu', 'hu', 'EN', 'Hu', '"hu"', '"en"', '"hu', 'hu"', '%68u', 'h%75', '%65n', 'hu%', '%zz', 'de', '', 'hu;', 'x=hu'),
    blank,
  )
  .map((parts) => parts.join(''))

const sessionCookie = fc
  .tuple(blank, fc.constantFrom('payload-token', 'Payload-Token', 'payload-tokens', 'xpayload-token'), blank, fc.constantFrom('=eyJ.a.b', '=', '="eyJ"', '=%E0%A4%A', '=e%79J'))
  .map((parts) => parts.join(''))

const otherCookie = fc.constantFrom('theme=dark', '_ga=GA1.1.5', 'a="x;NEXT_LOCALE=hu"', 'a=NEXT_LOCALE=hu', 'x', '=', 'b=%', 'c="q"')
const separator = fc.constantFrom('; ', ';', ';  ', ' ; ', ';\t', ' ;', '; \u00a0')

/** A Cookie header: up to five cookies, any of them a spelling of NEXT_LOCALE or of the session. */
export const cookieHeader = fc
  .array(fc.tuple(fc.oneof({ weight: 3, arbitrary: localeCookie }, { weight: 1, arbitrary: sessionCookie }, { weight: 2, arbitrary: otherCookie }), separator), { maxLength: 5 })
  .chain((pairs) => fc.tuple(blank, fc.boolean()).map(([lead, trailing]) => lead + pairs.map(([c, s], i) => (i < pairs.length - 1 || trailing ? c + s : c)).join('')))

export const acceptLanguage = fc.constantFrom(
  '',
  'en',
  'hu',
  'HU',
  'hu-HU,hu;q=0.9,en;q=0.8',
  'en-US,en;q=0.9,hu;q=0.8',
  'de, hu',
  'hu;q=0, en',
  'en;q=0, hu',
  ' hu',
  '\thu',
  '\u00a0hu',
  'de,\u00a0hu',
  'en;q=0\u00a0, hu',
)

/** A request's headers as a browser (or anyone) may send them; undefined headers are left out. */
export const languageHeaders = fc.record({ cookie: fc.option(cookieHeader, { nil: undefined }), 'accept-language': fc.option(acceptLanguage, { nil: undefined }) }).map((headers) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as { cookie?: string; 'accept-language'?: string },
)

/** The language Next renders a public page in for these headers: its rewrite's destination. */
export function renderedLanguage(headers: { cookie?: string; 'accept-language'?: string }, path = '/pricing'): string {
  const destination = route(path, headers)
  if (!destination) throw new Error(`no rewrite for ${path}`)
  return destination.split('/')[1]!
}

/** Whether Payload would read a session token from this Cookie header. */
export function payloadSeesSession(cookie: string | undefined): boolean {
  if (cookie === undefined) return false
  let headers: Headers
  try {
    headers = new Headers({ cookie })
  } catch {
    return false
  }
  return Boolean(parseCookies(headers).get('payload-token'))
}

/** How many generated cases each property runs. */
export const PROPERTY_RUNS = 2000
