// @ts-check
/*
 * Public pages that are read before they are used start their app on the reader's first input.
 *
 * A cached public page is complete HTML: its text, images and links work without any script. What
 * Next adds to it (about 115 KiB of React, its router and Turbopack's runtime, then hydration) is
 * what a page needs to respond to a button, and it is nearly all of the page's load time on a phone:
 * Lighthouse mobile scores these pages 99–100 without those scripts and 67–82 with them
 * (bench/README.md). So when such a page enters the cache (isrCacheHandler.mjs), Next's scripts move
 * into an inert <template> and a small loader (startAppOnIntent below) runs them:
 * - at once when someone is signed in (the loader asks the session, as the header would), when
 *   the address has a query (a link that opens a dialog, a checkout's return) or when the page is
 *   framed (the admin's live preview);
 * - otherwise on the first input: a pointer moving or pressed, a touch, a key, focus, the wheel,
 *   a field changed (by autofill or assistive technology too).
 *   A button clicked before React took over is clicked again once it has (APP_READY_EVENT), so a
 *   first tap on "Sign In" or the menu is never lost, only later by the app's start;
 * - meanwhile, once the page has loaded and the browser is idle, the scripts are fetched (not run),
 *   so that start costs no download, and the page's data for React (the inline `self.__next_f`
 *   pushes, 20–35 KB: they only fill an array that Next reads when it starts) is parsed then, not
 *   in the first input's task (about 20 ms of its 77 at 4× CPU on /pricing).
 * Links, the search form and the language select work as HTML before that. For a visitor the loader
 * marks <html data-session="visitor">, which shows the header's "Sign In" in place of its placeholder.
 *
 * /contact keeps its scripts: its form is the page, and typing must not race the app's start.
 */
import { APP_READY, APP_READY_EVENT, APP_STARTING, EARLY_SESSION, SESSION_URL } from '../../shared/appStart.mjs'
import { CACHED_PAGE, SCRIPT_ELEMENT, attributes, runsAsScript } from './securityHeaders.mjs'

export const APP_SCRIPTS_ID = 'app-scripts'

/**
 * Whether a cached page starts on intent, by its address as the cache knows it (with or without
 * the language segment: /en/blog/x, /blog/x).
 * @param {string} pathname
 */
export function startsOnIntent(pathname) {
  const address = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/'
  return address !== '/contact' && CACHED_PAGE.test(address)
}

/**
 * The loader, written at the end of <body>. Stringified into the page: browser code only, no
 * imports; its arguments are the names above. Comments stay outside its body (LOADER drops indents).
 * The idle pass keeps in `scripts` what the start has yet to run (`run` returns nothing, so a data
 * push it ran is left out).
 * @param {string} scriptsId @param {string} readyEvent @param {string} sessionKey @param {string} sessionUrl
 * @param {string} starting @param {string} ready the values of <html data-app>
 */
function startAppOnIntent(scriptsId, readyEvent, sessionKey, sessionUrl, starting, ready) {
  const doc = document
  const root = doc.documentElement
  const template = /** @type {HTMLTemplateElement | null} */ (doc.getElementById(scriptsId))
  if (!template) return
  let scripts = [...template.content.querySelectorAll('script')]
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'input', 'change']
  /** @type {HTMLElement | null} */
  let held = null
  /** @param {HTMLScriptElement} inert */
  const run = (inert) => {
    const script = doc.createElement('script')
    for (const { name, value } of inert.attributes) script.setAttribute(name, value)
    script.text = inert.text
    doc.body.append(script)
  }
  const start = () => {
    if (root.dataset.app) return
    root.dataset.app = starting
    for (const type of intents) removeEventListener(type, start, true)
    scripts.forEach(run)
  }
  addEventListener(readyEvent, () => {
    root.dataset.app = ready
    if (held?.isConnected) held.click()
    held = null
  }, { once: true })
  addEventListener('click', (event) => {
    const target = root.dataset.app !== ready && event.target instanceof Element && event.target.closest('button,[role=button]')
    if (!target) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held = /** @type {HTMLElement} */ (target)
    start()
  }, true)
  const session = (/** @type {any} */ (window)[sessionKey] = fetch(sessionUrl, { credentials: 'same-origin', cache: 'no-store' }))
  session.then((response) => (response.ok ? response.clone().json() : { user: '?' })).then((answer) => {
    if (answer?.user) start()
    else root.dataset.session = 'visitor'
  }, start)
  if (location.search || top !== self) return start()
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true })
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(() => {
    if (!root.dataset.app) scripts = scripts.filter((inert) => {
      if (inert.src) doc.head.append(Object.assign(doc.createElement('link'), { rel: 'prefetch', as: 'script', href: inert.src }))
      else if (/^\(?self\.__next_f\b/.test(inert.text)) return run(inert)
      return true
    })
  }), { once: true })
}

export const LOADER = `(${String(startAppOnIntent).replace(/\/\*\*[^*]*\*\/\s*/g, '').replace(/\n\s+/g, '\n')})(${[APP_SCRIPTS_ID, APP_READY_EVENT, EARLY_SESSION, SESSION_URL, APP_STARTING, APP_READY].map((name) => JSON.stringify(name)).join(',')})`

/** Next's hints to download its chunks early: the loader fetches them when idle instead. */
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/gi

/**
 * The page with its scripts, in their order, inside <template id="app-scripts"> at the end of
 * <body>, followed by the loader. A page without scripts or without </body> is returned as it was.
 * Next's `noModule` polyfills (35.5 KB) are left out: only a browser without modules would run them,
 * and none of those can run the app, but the loader's idle prefetch fetched them for every visitor.
 * @param {string} html
 */
export function deferAppScripts(html) {
  const end = html.lastIndexOf('</body>')
  if (end === -1 || html.includes(`id="${APP_SCRIPTS_ID}"`)) return html
  /** @type {string[]} */
  const moved = []
  const rest = html.slice(0, end).replace(SCRIPT_ELEMENT, (script, attributeSource) => {
    if (!runsAsScript(attributeSource)) return script
    if (!attributes(attributeSource).has('nomodule')) moved.push(script)
    return ''
  })
  if (moved.length === 0) return html
  return `${rest.replace(SCRIPT_PRELOAD, '')}<template id="${APP_SCRIPTS_ID}">${moved.join('')}</template><script>${LOADER}</script>${html.slice(end)}`
}
