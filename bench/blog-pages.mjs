// Blog pages: `npm run build && npm run bench:blog` (DURATION=30 seconds per wrk run, POSTS=24).
// Assumes `npm run build` already ran. Starts the production build (`npm start`'s server.mjs) on a fresh
// embedded PostgreSQL in a temporary folder, publishes POSTS realistic posts (about 1,500 words,
// a cover image, tags; bench/seed-content.mjs) through the REST API, then:
// - wrk (32 connections, 2 threads) against /blog and /blog/<slug> served by the app; against the
//   very same HTML bytes served by the same `next start` as static files from public/ (Next's own
//   ceiling for those bytes; the app restarts once to see them), and by nginx (the machine's);
//   Each row runs twice: without Accept-Encoding (the bytes themselves) and with `br, gzip` (what
//   browsers send: the app answers a cached page from bodies compressed once per version);
// - Lighthouse (default config: mobile emulation, simulated throttling) on /, /blog,
//   /blog/<slug> and /pricing in headless Chromium (CHROME_PATH, default /usr/bin/chromium);
// - Lighthouse again on the same pages with Next's scripts left out (a proxy strips them from the
//   HTML): what this machine scores for the HTML and CSS alone, so hydration's cost is the difference;
// - the JavaScript a first visit downloads on those pages: Chromium through the DevTools protocol,
//   a fresh profile per page (cold cache), the encoded (compressed) bytes of every JavaScript
//   response (the loader's idle prefetch included) until the network is idle.
// - the first input with the CPU slowed 4×: the longest task it causes and the time until the app is ready (median of INPUT_RUNS, default 5);
// - the long tail: LONG_TAIL_POSTS (default 200) posts read once per language and coding (the page
//   copies' memory then), wrk on them in random order, and on one post with a campaign parameter
//   of its own per request; the share of answers from page copies (GET /api/metrics);
// - beside Payload's website template (bench/template-site.mjs: fetched at the tag of our Payload's
//   minor, on PostgreSQL, the same posts): wrk, the long tail, first-visit JavaScript, the first
//   input, a tap in a Lighthouse user flow and Lighthouse on its pages (TEMPLATE_SECTIONS narrows them).
// SECTIONS (default all: wrk,longtail,memory,lighthouse,scripts,input,trace,flow,tap,template) runs only the named parts.
// DUMP_TRACE=<file> writes the main thread's trace events from the input on (the last traced page) for a closer look.
// Installs wrk and nginx with apt-get when missing and run as root. Everything it starts is
// stopped and its temporary folder removed, even on failure or Ctrl-C.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { freePort } from '../src/server/net/ports.mjs'
import { cleanup, cleaningUp, cleanups, DURATION, HEADERS, sleep, start, seededPages, startStaticNginx, waitFor, wrk, wrkPathsScript, wrkScript } from './lib.mjs'
import { seedPosts } from './seed-content.mjs'
import { appRunning, firstVisitScripts } from '../tests/support/firstVisitScripts.mjs'

const POSTS = Number(process.env.POSTS ?? 24)
/** Page loads per page for the first-input row (its median): more steady the numbers on a busy machine. */
const INPUT_RUNS = Number(process.env.INPUT_RUNS ?? 5)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const SECTIONS = new Set((process.env.SECTIONS ?? 'wrk,longtail,memory,lighthouse,scripts,input,trace,flow,tap,template').split(','))
/** Posts of the long-tail rows (the first POSTS are the ones seeded for the other rows). */
const LONG_TAIL_POSTS = Number(process.env.LONG_TAIL_POSTS ?? 200)
/** Posts of the page-copy memory row: a blog of that size read once in every language and coding. */
const MEMORY_POSTS = Number(process.env.MEMORY_POSTS ?? 1000)
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
const runs = (section) => SECTIONS.has(section)

// --- Lighthouse ----------------------------------------------------------------------------
/** A page's HTML without any script of Next's: its chunks, their preloads, the RSC data. JSON-LD stays. */
function withoutScripts(html) {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="preload" as="script"[^>]*>/g, '')
}

/**
 * The app behind a proxy that sends its pages without scripts (brotli-compressed, as the app would)
 * and everything else byte for byte. A measurement, not a mode: nothing on such a page responds.
 */
async function scriptlessProxy(base) {
  const port = await freePort()
  const server = http.createServer((req, res) => {
    const html = (req.headers.accept ?? '').includes('text/html')
    const headers = { ...req.headers, host: new URL(base).host, ...(html ? { 'accept-encoding': 'identity' } : {}) }
    const upstream = http.request(`${base}${req.url}`, { method: req.method, headers }, (answer) => {
      if (!html || !String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        return void answer.pipe(res)
      }
      const chunks = []
      answer.on('data', (chunk) => chunks.push(chunk))
      answer.on('end', () => {
        const body = zlib.brotliCompressSync(withoutScripts(Buffer.concat(chunks).toString('utf8')), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        const { 'content-length': _length, 'content-security-policy': _policy, etag: _etag, ...kept } = answer.headers
        res.writeHead(answer.statusCode ?? 502, { ...kept, 'content-encoding': 'br', 'content-length': body.length })
        res.end(body)
      })
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${port}`
}

/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3): the median by performance is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

async function lighthouseAll(base, pages, userDataDir) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  fs.mkdirSync(userDataDir)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir,
    handleSIGINT: false, // ours stops Chrome with everything else
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=en-US'],
  })
  cleanups.push(() => chrome.kill())
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  const rows = []
  const performanceScore = (lhr) => lhr.categories.performance.score ?? 0
  for (const page of pages) {
    // Several runs, the median one reported (Lighthouse's own advice: one run varies by several points).
    const runs = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      runs.push((await lighthouse(`${base}${page}`, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories })).lhr)
    }
    runs.sort((a, b) => performanceScore(a) - performanceScore(b))
    const lhr = runs[Math.floor(runs.length / 2)]
    if (rows.length === 0) {
      const { Browser } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
      console.log(`Lighthouse ${lhr.lighthouseVersion}, ${Browser}, benchmarkIndex ${lhr.environment.benchmarkIndex}`)
    }
    if (lhr.runtimeError) console.log(`  ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    for (const warning of lhr.runWarnings) console.log(`  ${page}: warning: ${warning}`)
    // What to fix: failing scored audits, heaviest first; opportunities (weight 0) after them.
    const failing = categories.flatMap((id) => {
      const category = lhr.categories[id]
      if (category.score === 1) return []
      return category.auditRefs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(({ audit }) => audit.score !== null && audit.score < 1 && !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
        .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
        .slice(0, 5)
        .map(({ ref, audit }) => `${category.title}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} — score ${Math.round(audit.score * 100)}, weight ${ref.weight}`)
    })
    const metric = (id) => lhr.audits[id]?.displayValue ?? '–'
    rows.push({
      page,
      scores: categories.map((id) => lhr.categories[id].score === null ? '–' : Math.round(lhr.categories[id].score * 100)),
      metrics: [metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift')],
      failing,
      runs: runs.map((run) => Math.round(performanceScore(run) * 100)).join(', '),
    })
  }
  return rows
}

/** The phone menu's button, tapped before our app has started (the tap starts it, then the menu opens). */
const MENU_TAP = { selector: 'button[aria-controls="mobile-menu"]', shown: '#mobile-menu' }
/** A tap on the page's title: what any page has, so ours and the template's are tapped alike. */
const TITLE_TAP = { selector: 'h1', shown: null }

/**
 * Lighthouse's user flow (mobile: 4× CPU, slow 4G, applied by DevTools as a timespan needs): the
 * page's navigation, then a timespan in which the reader taps `tap.selector` (on our pages before the
 * app has started: the tap starts it) and, with `tap.shown`, waits for what it opens. What the tap
 * costs: the timespan's Interaction to Next Paint and Total Blocking Time, the median of `runs` flows by TBT.
 */
async function userFlows(base, pages, tap = MENU_TAP, runs = 3) {
  const { startFlow } = await import('lighthouse')
  const puppeteer = await import('puppeteer-core')
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=en-US'] })
  cleanups.push(() => browser.close())
  const rows = []
  for (const page of pages) {
    const each = []
    for (let run = 0; run < runs; run++) {
      const context = await browser.createBrowserContext()
      const tab = await context.newPage()
      const flow = await startFlow(tab, { config: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', onlyCategories: ['performance'] } } })
      await flow.navigate(`${base}${page}`)
      // The loader's idle prefetch, as a reader who has looked at the page for a moment has it.
      await tab.waitForFunction(() => document.querySelector('link[rel="prefetch"]') || !document.getElementById('app-scripts'))
      await sleep(1000)
      await flow.startTimespan()
      const target = await tab.waitForSelector(tap.selector, { visible: true })
      await target.tap()
      if (tap.shown) await tab.waitForSelector(tap.shown, { visible: true })
      await sleep(500)
      await flow.endTimespan()
      const [navigation, timespan] = (await flow.createFlowResult()).steps.map((step) => step.lhr)
      const audit = (lhr, id) => lhr.audits[id]?.numericValue
      each.push({ performance: Math.round((navigation.categories.performance.score ?? 0) * 100), inp: audit(timespan, 'interaction-to-next-paint'), tbt: audit(timespan, 'total-blocking-time'), cls: audit(timespan, 'cumulative-layout-shift'), timespanScore: Math.round((timespan.categories.performance.score ?? 0) * 100) })
      await context.close()
    }
    each.sort((a, b) => a.tbt - b.tbt)
    rows.push({ page, ...each[Math.floor(each.length / 2)], runs: each })
  }
  await browser.close()
  return rows
}

// --- first-visit JavaScript ------------------------------------------------------------------
/**
 * One earlier visitor per page, as on any site that has had one: the server compresses each script
 * at its best after its first request (pageResponses.mjs).
 */
async function firstVisitors(base, pages) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: CHROME_PATH })
  for (const page of pages) {
    const context = await browser.newContext({ locale: 'en-US' })
    await (await context.newPage()).goto(`${base}${page}`, { waitUntil: 'networkidle' })
    await context.close()
  }
  await browser.close()
  await sleep(2000)
}

/**
 * The first-visit JavaScript table (ours and the template's). The compressed bodies, what the
 * 120 KiB budget counts, to three decimals: one decimal showed 120.018 KiB as "120.0".
 */
function printScriptRows(rows, label) {
  console.log('| page | scripts before input | KiB of bodies before input | scripts after the first input | KiB transferred | KiB of bodies |\n|---|---|---|---|---|---|')
  for (const { page, beforeInput: b, afterInput: a } of rows) {
    console.log(`| ${label(page)} | ${b.scripts} | ${b.bodyKib.toFixed(3)} | ${a.scripts} | ${a.kib.toFixed(1)} | ${a.bodyKib.toFixed(3)} |`)
  }
}

async function scriptBytes(base, pages) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: CHROME_PATH })
  cleanups.push(() => browser.close())
  const rows = []
  for (const page of pages) rows.push({ page, ...(await firstVisitScripts(browser, `${base}${page}`)) })
  return rows
}

/**
 * Runs `measure` `runs` times, each on a fresh profile that has loaded `url` and fetched its scripts
 * while idle (the loader's prefetch), with the CPU slowed 4× as Lighthouse's phone is. Its values, in order.
 */
async function onLoadedPages(url, viewport, runs, measure) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: CHROME_PATH })
  cleanups.push(() => browser.close())
  const values = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ locale: 'en-US', viewport })
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await tab.goto(url, { waitUntil: 'networkidle' })
    await tab.waitForFunction(() => document.querySelector('link[rel="prefetch"]') || !document.getElementById('app-scripts'))
    await tab.waitForLoadState('networkidle')
    values.push(await measure(tab, () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })))
    await context.close()
  }
  await browser.close()
  return values
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * In the page: records long tasks, the first pointer move's time and when the app runs (appRunning):
 * at the input itself on a page whose app started as it loaded.
 */
function watchFirstInput(running) {
  const w = /** @type {any} */ (window)
  w.__tasks = []
  new PerformanceObserver((list) => w.__tasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' })
  addEventListener('pointermove', (event) => {
    w.__input ??= event.timeStamp
    if (running()) w.__ready ??= event.timeStamp
  }, { capture: true, once: true })
  new MutationObserver(() => running() && (w.__ready ??= performance.now())).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] })
}

/**
 * The first input on a page: the longest task from the input until the app runs (Long Tasks API; on
 * our pages the input starts the app), and the time from the input until it runs (appRunning).
 * The median of `runs` for each.
 */
async function firstInput(base, page, runs = INPUT_RUNS) {
  const each = await onLoadedPages(`${base}${page}`, { width: 412, height: 823 }, runs, async (tab, slowDown) => {
    await tab.evaluate(`(${watchFirstInput})(${appRunning})`)
    await slowDown()
    await tab.mouse.move(30, 30)
    await tab.waitForFunction(() => /** @type {any} */ (window).__ready)
    await sleep(300) // a long task is reported when it ends
    const { input, done, tasks } = await tab.evaluate(() => ({ input: /** @type {any} */ (window).__input, done: /** @type {any} */ (window).__ready, tasks: /** @type {any} */ (window).__tasks }))
    return { longest: Math.max(0, ...tasks.filter((t) => t.start + t.duration >= input).map((t) => t.duration)), ready: done - input }
  })
  const longest = each.map((e) => e.longest)
  const ready = each.map((e) => e.ready)
  return { longTask: median(longest), ready: median(ready), runs: { longest: longest.map(Math.round), ready: ready.map(Math.round) } }
}

/**
 * One first input traced by Chromium (CPU slowed 4×): every main-thread task of 3 ms or more from the
 * input on, with its offset from the input and what took its time (script evaluated or called, by
 * file; style, layout, parsing, timers, idle callbacks), and the moment the app was ready (page clock),
 * so the input row's long task and ready time can be read, not guessed.
 */
async function inputTrace(base, page) {
  const [trace] = await onLoadedPages(`${base}${page}`, { width: 412, height: 823 }, 1, async (tab, slowDown) => {
    const browser = tab.context().browser()
    await tab.evaluate(`(${watchFirstInput})(${appRunning})`)
    await slowDown()
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] })
    await tab.mouse.move(30, 30)
    await tab.waitForFunction(appRunning)
    await sleep(300)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString())
    const { input: inputAt, done } = await tab.evaluate(() => ({ input: /** @type {any} */ (window).__input, done: /** @type {any} */ (window).__ready }))
    const input = traceEvents.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove')
    const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
    const onMain = (e) => main.has(`${e.pid}:${e.tid}`)
    const file = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '')
    const kinds = { EvaluateScript: 'evaluate', FunctionCall: 'call', 'v8.compile': 'compile', ParseHTML: 'parse HTML', UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', TimerFire: 'timer', FireIdleCallback: 'idle callback', FireAnimationFrame: 'animation frame', EventDispatch: 'event', HandlePostMessage: 'message' }
    const tasks = traceEvents.filter((t) => t.name === 'RunTask' && t.dur >= 3_000 && onMain(t) && (!input || t.ts + t.dur >= input.ts)).sort((a, b) => a.ts - b.ts)
    const events = traceEvents.filter((e) => onMain(e) && e.dur && kinds[e.name])
    if (process.env.DUMP_TRACE) fs.writeFileSync(process.env.DUMP_TRACE, JSON.stringify({ input, main: [...main], tasks, all: traceEvents.filter((e) => onMain(e) && input && e.ts >= input.ts - 5000) }))
    return {
      ready: done - inputAt,
      tasks: tasks.map((task) => {
        const parts = new Map()
        for (const e of events) {
          if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue
          const key = `${kinds[e.name]} ${e.name === 'EventDispatch' ? e.args?.data?.type : file(e.args?.data?.url ?? e.args?.fileName)}`.trim()
          parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000)
        }
        const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
        return { at: input ? Math.round((task.ts - input.ts) / 1000) : null, ms: Math.round(task.dur / 1000), top }
      }),
    }
  })
  return trace
}

/** Each page once per language (en, hu) and coding (br, identity). */
const everyReading = (pages) => pages.flatMap((page) => ['en', 'hu'].flatMap((language) => ['br', 'identity'].map((coding) => ({ page, language, coding }))))

/** Reads `reads` from `origin` one after another, as a visitor each; any answer but 200 ends the run. */
async function readEach(origin, reads) {
  for (const { page, language, coding } of reads) {
    const response = await fetch(`${origin}${page}`, { headers: { 'accept-language': language, 'accept-encoding': coding } })
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
    await response.arrayBuffer()
  }
}

/** A copy in random order (Fisher–Yates). */
function shuffled(list) {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy
}

/** The page copies' counters of the app (GET /api/metrics): answers from a copy and rendered, copies held and their bytes. */
async function pageCopyStats(base) {
  const text = await (await fetch(`${base}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const answers = (group) => [...text.matchAll(new RegExp(`^seo_writer_http_requests_total\\{group="${group}",status="[^"]+"\\} (\\d+)`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0)
  const gauge = (name) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)
  return { hits: answers('page-copy-hit'), misses: answers('page-copy-miss'), copies: gauge('seo_writer_page_copies'), bytes: gauge('seo_writer_page_copies_bytes') }
}

/**
 * What the deferred start costs a visitor: from a tap on "Sign In" made before the app started to
 * the dialog. The median of `runs`.
 */
async function firstTap(base, page, runs = 5) {
  const times = await onLoadedPages(`${base}${page}`, { width: 1280, height: 800 }, runs, async (tab, slowDown) => {
    await slowDown()
    const box = await tab.getByRole('button', { name: 'Sign In' }).boundingBox()
    const started = performance.now()
    await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await tab.getByRole('dialog').waitFor()
    return performance.now() - started
  })
  return median(times)
}

// --- Payload's website template beside ours ----------------------------------------------------
/**
 * The same rows on Payload's website template (bench/template-site.mjs: its posts are ours, built and
 * started on this machine while our app stays up and idle): wrk on the post index and a post
 * (alternated with ours), the long tail and the campaign parameter, first-visit JavaScript, the first
 * input, a tap on the title in a Lighthouse user flow (ours tapped the same way) and Lighthouse.
 */
async function besideTheTemplate({ base, wrkBase, pages, postPages, root, alive }) {
  const { startTemplateSite } = await import('./template-site.mjs')
  const started = Date.now()
  const template = await startTemplateSite({ posts: Math.max(POSTS, LONG_TAIL_POSTS), root })
  console.log(`\nPayload's website template beside ours (${template.version}; ready in ${((Date.now() - started) / 1000).toFixed(0)} s): the same ${template.slugs.length} posts, its /posts and /posts/<slug> against our /blog and /blog/<slug>`)
  const theirs = ['/posts', `/posts/${template.slugs[Math.floor(POSTS / 2)]}`]
  // wrk asks 127.0.0.1, as for ours (wrkBase).
  const templateWrkBase = template.base.replace('localhost', '127.0.0.1')
  const label = (page) => page.replace(/\/(blog|posts)\/.+/, '/$1/<slug>')
  const part = (name) => !process.env.TEMPLATE_SECTIONS || process.env.TEMPLATE_SECTIONS.split(',').includes(name)

  if (part('wrk')) {
    const lua = wrkScript(root)
    console.log(`\nwrk: 32 connections, 2 threads, ${DURATION} s per row, ours and the template's alternated`)
    console.log('| page | Accept-Encoding | ours req/s | p50 | p99 | template req/s | p50 | p99 | ours ÷ template | bytes/response ours; template |\n|---|---|---|---|---|---|---|---|---|---|')
    for (const encoding of ['', 'br, gzip'])
      for (const [i, page] of pages.entries()) {
        const a = await wrk(`${wrkBase}${page}`, lua, encoding)
        const b = await wrk(`${templateWrkBase}${theirs[i]}`, lua, encoding)
        alive()
        console.log(`| ${label(page)} · ${label(theirs[i])} | ${encoding || '(none)'} | ${a.rps.toFixed(0)} | ${a.p50.toFixed(2)} ms | ${a.p99.toFixed(2)} ms | ${b.rps.toFixed(0)} | ${b.p50.toFixed(2)} ms | ${b.p99.toFixed(2)} ms | ${(a.rps / b.rps).toFixed(1)}× | ${a.bytesPerResponse}; ${b.bytesPerResponse} |`)
      }
  }
  if (part('longtail')) {
    const ourTail = await postPages(LONG_TAIL_POSTS)
    const theirTail = template.slugs.slice(0, LONG_TAIL_POSTS).map((slug) => `/posts/${slug}`)
    // Both warm: every page read once (ours in each language and coding; the template prerendered its posts at build).
    await readEach(wrkBase, everyReading(ourTail))
    await readEach(templateWrkBase, theirTail.map((page) => ({ page, language: 'en', coding: 'br' })))
    console.log(`\nThe long tail and campaign links, 'br, gzip' (errors: non-2xx + socket):`)
    console.log('| row | ours req/s | p50 | p99 | errors | template req/s | p50 | p99 | errors | ours ÷ template |\n|---|---|---|---|---|---|---|---|---|---|')
    const rows = [
      [`${LONG_TAIL_POSTS} posts in random order`, wrkPathsScript(root, 'our-tail', ourTail), wrkPathsScript(root, 'their-tail', theirTail)],
      ['one post, a campaign parameter of its own per request', wrkPathsScript(root, 'our-campaign', [pages[1]], { tracking: true }), wrkPathsScript(root, 'their-campaign', [theirs[1]], { tracking: true })],
    ]
    for (const [row, ourScript, theirScript] of rows) {
      const a = await wrk(`${wrkBase}/`, ourScript, 'br, gzip')
      const b = await wrk(`${templateWrkBase}/`, theirScript, 'br, gzip')
      alive()
      console.log(`| ${row} | ${a.rps.toFixed(0)} | ${a.p50.toFixed(2)} ms | ${a.p99.toFixed(2)} ms | ${a.non2xx} + ${a.socketErrors} | ${b.rps.toFixed(0)} | ${b.p50.toFixed(2)} ms | ${b.p99.toFixed(2)} ms | ${b.non2xx} + ${b.socketErrors} | ${(a.rps / b.rps).toFixed(1)}× |`)
    }
  }
  const theirPages = ['/', ...theirs]
  if (part('scripts')) {
    await firstVisitors(template.base, theirPages)
    console.log("\nThe template's first-visit JavaScript (as our table above: cold cache, every JavaScript response):")
    printScriptRows(await scriptBytes(template.base, theirPages), label)
  }
  if (part('input')) {
    console.log("\nThe template's first input (a pointer move once the page is loaded and idle, CPU slowed 4×, median of 5; its app started as the page loaded, so it runs at the input):")
    console.log('| page | longest task from the input | input to app running | each run (longest task; running) |\n|---|---|---|---|')
    for (const page of theirPages) {
      const { longTask, ready, runs: each } = await firstInput(template.base, page)
      console.log(`| ${label(page)} | ${Math.round(longTask)} ms | ${Math.round(ready)} ms | ${each.longest.join(', ')}; ${each.ready.join(', ')} |`)
    }
  }
  if (part('flow')) {
    console.log('\nLighthouse user flow, a tap on the title (h1) right after the navigation (mobile, DevTools throttling, median of 3 by TBT):')
    console.log('| site | page | navigation performance | timespan INP | timespan TBT | timespan CLS | each run (INP; TBT) |\n|---|---|---|---|---|---|---|')
    for (const [site, siteBase, list] of [['ours', base, ['/', ...pages]], ['template', template.base, theirPages]]) {
      for (const row of await userFlows(siteBase, list, TITLE_TAP)) {
        console.log(`| ${site} | ${label(row.page)} | ${row.performance} | ${Math.round(row.inp)} ms | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.runs.map((r) => `${Math.round(r.inp)}; ${Math.round(r.tbt)}`).join(' · ')} |`)
      }
      alive()
    }
  }
  if (part('lighthouse')) {
    console.log("\nLighthouse on the template's pages (mobile, simulated throttling):")
    const rows = await lighthouseAll(template.base, theirPages, path.join(root, 'chrome-template'))
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance of each run |\n|---|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(`| ${label(row.page)} | ${row.scores.join(' | ')} | ${row.metrics.join(' | ')} | ${row.runs} |`)
  }
  await template.stop()
}

// --- the run -------------------------------------------------------------------------------
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-blog-'))
fs.chmodSync(root, 0o755) // initdb runs as the postgres user when we are root
cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))
const dataDir = path.join(root, 'data')
fs.mkdirSync(dataDir, { mode: 0o755 })

try {
  const [appPort, pgPort, nginxPort] = await Promise.all([freePort(), freePort(), freePort()])
  const base = `http://localhost:${appPort}`
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SERVER_URL: base,
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-password', METRICS_TOKEN }
  for (const name of Object.keys(env)) if (/^(DATABASE_URL|SMTP_|EMAIL_FROM|STRIPE_|OPENAI_|GEMINI_|AI_PROVIDERS|S3_|GOOGLE_|CONTACT_EMAIL|ADMIN_EMAILS)/.test(name)) delete env[name]
  const appLog = path.join(root, 'app.log')
  // A dead app would turn every later number into connection errors: stop at the next step.
  let appDied
  let stopApp = async () => {}
  const alive = () => { if (appDied) throw appDied }
  async function startApp() {
    const logFd = fs.openSync(appLog, 'a')
    const app = start('node', ['server.mjs', '-p', String(appPort)], { env, stdio: ['ignore', logFd, logFd] })
    fs.closeSync(logFd)
    const exited = new Promise((r) => app.once('exit', r))
    const onExit = (code, signal) => (appDied = new Error(`the app exited early (${signal ?? code}):\n${fs.readFileSync(appLog, 'utf8').slice(-3000)}`))
    app.once('exit', onExit)
    stopApp = async () => { app.off('exit', onExit); process.kill(-app.pid, 'SIGTERM'); await exited }
    await waitFor(`${base}/`, 'the app', appLog)
  }
  await startApp()

  const { pages, label, slugs } = await seededPages(base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, count: POSTS })

  // nginx serves each page's exact bytes as <path>/index.html: same URL, same body, no app work.
  const www = path.join(root, 'www')
  console.log(`\nResponse headers of the app (after warm-up, Accept-Language: en):`)
  for (const page of pages) {
    let response
    for (let i = 0; i < 5; i++) {
      response = await fetch(`${base}${page}`, { headers: HEADERS, redirect: 'manual' })
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
      if (i < 4) await response.arrayBuffer()
    }
    const body = Buffer.from(await response.arrayBuffer())
    fs.mkdirSync(path.join(www, page), { recursive: true, mode: 0o755 })
    fs.writeFileSync(path.join(www, page, 'index.html'), body, { mode: 0o644 })
    const h = (name) => response.headers.get(name) ?? '(absent)'
    console.log(`- ${page}: ${body.length} bytes of HTML; x-nextjs-cache: ${h('x-nextjs-cache')}; cache-control: ${h('cache-control')}; vary: ${h('vary')}`)
  }

  // The same bytes as static files of the same `next start`: public/ is read when the server starts.
  const ceilingDir = path.join(process.cwd(), 'public', `bench-ceiling-${process.pid}`)
  cleanups.push(() => fs.rmSync(ceilingDir, { recursive: true, force: true }))
  const ceiling = (page) => `/${path.basename(ceilingDir)}/${page === '/blog' ? 'blog' : 'post'}.html`
  fs.mkdirSync(ceilingDir, { recursive: true })
  for (const page of pages) fs.copyFileSync(path.join(www, page, 'index.html'), path.join(process.cwd(), 'public', ceiling(page)))
  await stopApp()
  await startApp()
  for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(`${base}${page}`, { headers: HEADERS })).arrayBuffer()

  if (runs('wrk')) {
    const nginxBase = await startStaticNginx(root, www, nginxPort, pages[0])

    const lua = wrkScript(root)
    console.log(`\nwrk: 32 connections, 2 threads, ${DURATION} s per row, on the same ${os.cpus().length} cores as the server`)
    const table = ['| page | Accept-Encoding | server | req/s | p50 | p99 | non-2xx/3xx + socket errors | bytes/response | app ÷ Next static |', '|---|---|---|---|---|---|---|---|---|']
    const results = {}
    const SERVERS = [['app', base, (page) => page], ['next static', base, ceiling], ['nginx', nginxBase, (page) => page]]
    const ENCODINGS = ['', 'br, gzip']
    // Alternated (app, static, app, static…) so that a change in the machine's load hits both alike.
    for (const encoding of ENCODINGS)
      for (const page of pages)
        for (const [server, origin, address] of SERVERS) {
          results[`${server} ${page} ${encoding}`] = await wrk(`${origin.replace('localhost', '127.0.0.1')}${address(page)}`, lua, encoding)
          alive()
        }
    for (const encoding of ENCODINGS)
      for (const page of pages) {
        const ratio = results[`app ${page} ${encoding}`].rps / results[`next static ${page} ${encoding}`].rps
        for (const [server] of SERVERS) {
          const r = results[`${server} ${page} ${encoding}`]
          table.push(`| ${label(page)} | ${encoding || '(none)'} | ${server} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.non2xx} + ${r.socketErrors} | ${r.bytesPerResponse} | ${server === 'app' ? ratio.toFixed(3) : ''} |`)
        }
      }
    console.log(table.join('\n'))
    for (const page of pages) {
      const after = await fetch(`${base}${page}`, { headers: HEADERS })
      await after.arrayBuffer()
      console.log(`- x-nextjs-cache of ${label(page)} right after the load: ${after.headers.get('x-nextjs-cache') ?? '(absent)'}`)
    }
  }

  /** The first `count` posts' pages, publishing more posts when the blog has fewer. */
  const postPages = async (count) => {
    if (count > slugs.length) slugs.push(...(await seedPosts(base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, count: count - slugs.length, first: slugs.length })))
    return slugs.slice(0, count).map((slug) => `/blog/${slug}`)
  }
  const budget = Number(env.PAGE_COPY_MEMORY_MB ?? 64)
  // wrk asks 127.0.0.1, and a copy's key holds the Host: the copies are made at that address.
  const wrkBase = base.replace('localhost', '127.0.0.1')

  if (runs('longtail')) {
    const tail = await postPages(LONG_TAIL_POSTS)
    // Every post once per language and coding, as visitors over a few minutes would: the copies then.
    const warmed = Date.now()
    await readEach(wrkBase, everyReading(tail))
    const held = await pageCopyStats(base)
    console.log(`\nThe long tail: ${tail.length} posts × 2 languages × 2 codings read once each in ${((Date.now() - warmed) / 1000).toFixed(1)} s; page copies held: ${held.copies}, ${(held.bytes / 1024 / 1024).toFixed(1)} MB (budget ${budget} MB)`)
    const lua = wrkPathsScript(root, 'long-tail', tail)
    const campaign = wrkPathsScript(root, 'campaign', [pages[1]], { tracking: true })
    console.log('| row | req/s | p50 | p99 | errors | answered from a page copy |\n|---|---|---|---|---|---|')
    for (const [row, script] of [[`${tail.length} posts in random order`, lua], ['one post, a campaign parameter of its own per request', campaign]]) {
      const before = await pageCopyStats(base)
      const r = await wrk(`${wrkBase}/`, script, 'br, gzip')
      const after = await pageCopyStats(base)
      const hits = after.hits - before.hits
      const all = hits + after.misses - before.misses
      console.log(`| ${row} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.non2xx} + ${r.socketErrors} | ${((100 * hits) / Math.max(1, all)).toFixed(1)} % of ${all} |`)
      alive()
    }
  }

  if (runs('memory')) {
    // A blog of MEMORY_POSTS posts, each read once per language and coding, then again in random order.
    const all = await postPages(MEMORY_POSTS)
    const reads = everyReading(all)
    await readEach(base, reads)
    const first = await pageCopyStats(base)
    await readEach(base, shuffled(reads))
    const second = await pageCopyStats(base)
    const hits = second.hits - first.hits
    console.log(`\nPage copies of a ${all.length}-post blog (${reads.length} reads: 2 languages × 2 codings each), then the same reads again in random order:`)
    console.log('| posts | copies held | MB held | budget | answered from a copy on the second pass |\n|---|---|---|---|---|')
    console.log(`| ${all.length} | ${second.copies} | ${(second.bytes / 1024 / 1024).toFixed(1)} | ${budget} MB | ${((100 * hits) / reads.length).toFixed(1)} % of ${reads.length} |`)
    alive()
  }

  if (runs('lighthouse')) {
    console.log('\nLighthouse (mobile, simulated throttling):')
    for (const page of ['/', '/pricing']) await (await fetch(`${base}${page}`, { headers: HEADERS })).arrayBuffer() // cached, like the others
    await firstVisitors(base, ['/', ...pages, '/pricing'])
    const rows = await lighthouseAll(base, ['/', ...pages, '/pricing'], path.join(root, 'chrome'))
    alive()
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance of each run |\n|---|---|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(`| ${label(row.page)} | ${row.scores.join(' | ')} | ${row.metrics.join(' | ')} | ${row.runs} |`)
    for (const row of rows) if (row.failing.length) console.log(`\n${label(row.page)}:\n${row.failing.map((f) => `- ${f}`).join('\n')}`)

    console.log("\nLighthouse on the same pages without any script (HTML and CSS alone, not even the loader of deferredApp.mjs):")
    const scriptless = await lighthouseAll(await scriptlessProxy(base), ['/', ...pages, '/pricing'], path.join(root, 'chrome-scriptless'))
    alive()
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance of each run |\n|---|---|---|---|---|---|---|---|---|---|')
    for (const row of scriptless) console.log(`| ${label(row.page)} | ${row.scores.join(' | ')} | ${row.metrics.join(' | ')} | ${row.runs} |`)
  }

  if (runs('scripts')) {
    if (!runs('lighthouse')) await firstVisitors(base, ['/', ...pages, '/pricing'])
    console.log('\nFirst-visit JavaScript (cold cache; every JavaScript response, the idle prefetch included; encoded bytes as transferred, and the compressed bodies alone), before any input and once the first input has started the app:')
    printScriptRows(await scriptBytes(base, ['/', ...pages, '/pricing']), label)
    alive()
  }
  if (runs('input')) {
    console.log(`\nThe first input (a pointer move) on a page whose app waits for it, CPU slowed 4×, after the idle prefetch (median of ${INPUT_RUNS}; goals ≤ 100 ms and ≤ 300 ms):`)
    console.log('| page | longest task from the input | input to app ready | each run (longest task; ready) |\n|---|---|---|---|')
    for (const page of ['/', ...pages, '/pricing']) {
      const { longTask, ready, runs: each } = await firstInput(base, page)
      console.log(`| ${label(page)} | ${Math.round(longTask)} ms | ${Math.round(ready)} ms | ${each.longest.join(', ')}; ${each.ready.join(', ')} |`)
    }
    alive()
  }
  if (runs('trace')) {
    console.log('\nThe first input traced (one run per page, CPU slowed 4×): every main-thread task of 3 ms or more from the input on, its start after the input, and what took its time (nested times overlap); the last row of a page is the moment its app was ready:')
    console.log('| page | start | task | what took its time |\n|---|---|---|---|')
    for (const page of ['/', ...pages, '/pricing']) {
      const { tasks, ready } = await inputTrace(base, page)
      for (const task of tasks) console.log(`| ${label(page)} | +${task.at} ms | ${task.ms} ms | ${task.top.join('; ')} |`)
      console.log(`| ${label(page)} | +${Math.round(ready)} ms | | app ready |`)
    }
    alive()
  }
  if (runs('flow')) {
    console.log('\nLighthouse user flow (mobile, DevTools throttling): the navigation, then a timespan with a tap on the menu button before the app started, until the menu is open (median of 3 by TBT; goals INP ≤ 200 ms, TBT ≤ 150 ms):')
    console.log('| page | navigation performance | timespan INP | timespan TBT | timespan CLS | timespan performance | each run (INP; TBT) |\n|---|---|---|---|---|---|---|')
    for (const row of await userFlows(base, ['/', ...pages, '/pricing'])) {
      console.log(`| ${label(row.page)} | ${row.performance} | ${Math.round(row.inp)} ms | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.timespanScore} | ${row.runs.map((r) => `${Math.round(r.inp)}; ${Math.round(r.tbt)}`).join(' · ')} |`)
    }
    alive()
  }
  if (runs('tap')) {
    const tap = await firstTap(base, '/')
    console.log(`\nA first click on "Sign In" before the app started, to its dialog, CPU slowed 4× (median of 5): ${Math.round(tap)} ms`)
  }
  if (runs('template')) await besideTheTemplate({ base, wrkBase, pages, postPages, root, alive })
} catch (error) {
  if (!cleaningUp()) console.error(error) // after Ctrl-C, the interrupted step's error is noise
  process.exitCode = 1
} finally {
  await cleanup()
}
