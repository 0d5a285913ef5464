// The JavaScript a first visit downloads (issue 37's 120 KiB budget), counted the same way by the
// bench (bench/blog-pages.mjs, ours and the template's) and by the e2e guard (page-weight.spec.ts).

/**
 * Whether a page's app runs (evaluated in the page): ours marks <html data-app="ready"> once React has
 * taken the page over after the first input; a page whose app starts as it loads (Payload's template)
 * has React's root on the document as soon as hydration began.
 */
export function appRunning() {
  const root = document.documentElement
  return root.dataset.app === 'ready' || (!root.dataset.app && Object.keys(document).some((key) => key.startsWith('__reactContainer$')))
}

/**
 * @typedef {{ scripts: number, kib: number, bodyKib: number }} ScriptTotal
 *   JavaScript responses, their KiB as transferred (HTTP/1.1 headers included) and their compressed
 *   bodies alone (what the budget counts: HTTP/2 compresses the headers away).
 */

/**
 * Loads `url` in a fresh profile (nothing cached), waits for the loader's idle prefetch, then gives
 * the first input (a pointer move) and waits for the app to run. Every JavaScript response counts,
 * whatever fetched it (a <script>, or a <link rel=prefetch>), and each only once: what the prefetch
 * put in the cache is read from there when the app starts.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @returns {Promise<{ beforeInput: ScriptTotal, afterInput: ScriptTotal }>}
 */
export async function firstVisitScripts(browser, url) {
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Network.enable')
    /** Per JavaScript response: the bytes of its headers, counted when its body has arrived. */
    const headerBytes = new Map()
    const total = { scripts: 0, kib: 0, bodyKib: 0 }
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!/javascript/i.test(response.mimeType) || response.fromDiskCache || response.fromPrefetchCache) return
      headerBytes.set(requestId, response.encodedDataLength)
      total.scripts++
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (!headerBytes.has(requestId)) return
      total.kib += encodedDataLength / 1024
      // A chunked answer (the template's: no Content-Length) keeps its few bytes of chunk framing.
      total.bodyKib += (encodedDataLength - headerBytes.get(requestId)) / 1024
    })
    await tab.goto(url, { waitUntil: 'networkidle' })
    // The loader's idle prefetch (src/server/http/deferredApp.mjs) is part of a first visit.
    await tab.waitForFunction(() => document.querySelector('link[rel="prefetch"]') || !document.getElementById('app-scripts'))
    await tab.waitForLoadState('networkidle')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const beforeInput = { ...total }
    await tab.mouse.move(20, 20)
    await tab.waitForFunction(appRunning)
    await tab.waitForLoadState('networkidle')
    return { beforeInput, afterInput: { ...total } }
  } finally {
    await context.close()
  }
}
