/**
 * Issue 32, item 1: one save froze the site. Saving an article at the size limit (real HTML, and
 * HTML crafted to be slow to sanitize) while other requests arrive every 20 ms: the event loop is
 * never held over 100 ms and nine in ten answers come within 300 ms, and within 200 ms of what they take
 * with no save running, because sanitizing and scoring
 * run in a worker thread. In tests/int/serial:
 * run alone, so no other file's load is measured. Failed before the fix (406 ms, stalls of 160-430 ms).
 */
import { jest } from '@jest/globals'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { MAX_ARTICLE_CHARS } from '@/shared/articles'
import { articleHtmlOfLength } from '../../support/longArticle.mjs'
import type { Handlers } from '../httpHarness'
import { bootWithWriter, readyArticle, shutdown } from '../support'

// A timing leak or a held event loop shows in every measurement; a burst of the machine's other
// work (Postgres vacuuming what the int suite wrote, a previous file's queued hashes) does not: a
// failed measurement is taken again, up to twice, and each failure is logged (CI of 3661dde: a
// 69 ms REST gap and a 368 ms p90 with the loop never held over 56 ms, both under such a burst).
jest.retryTimes(2, { logErrorsBeforeRetry: true })

let payload: Payload
let api: Handlers
let user: Awaited<ReturnType<typeof bootWithWriter>>['user']
let token: string

beforeAll(async () => {
  ;({ payload, api, user, token } = await bootWithWriter('big-saver'))
})

afterAll(() => shutdown(payload))


/** An article of the writer's, as the writer saved it. */
const ownArticle = () => readyArticle(payload, user, 'Mine', { body: '<p>text</p>', focusKeyword: 'mine' })

/**
 * Requests arrive every 20 ms until `work` ends, whatever the server is doing; each is timed from
 * its arrival, so a request that came in while the event loop was held counts the wait.
 */
async function probeWhile(work: Promise<unknown>): Promise<{ p90: number; slowest: number; count: number }> {
  let working = true
  void work.finally(() => (working = false)).catch(() => undefined)
  const probes: Promise<number>[] = []
  const start = performance.now()
  for (let k = 1; working; k++) {
    const arrival = start + k * 20
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, arrival - performance.now())))
    probes.push(
      api.rest('GET', '/api/users/me', { token }).then((me) => {
        expect(me.status).toBe(200)
        return performance.now() - arrival
      }),
    )
  }
  const sorted = (await Promise.all(probes)).sort((a, b) => a - b)
  return { p90: sorted[Math.floor(sorted.length * 0.9)]!, slowest: sorted.at(-1)!, count: sorted.length }
}

it('keeps answering other requests (loop never held over 100 ms, p90 within 300 ms and within 200 ms of an idle moment\'s) while articles at the size limit are saved (real and crafted HTML)', async () => {
  const article = await ownArticle()
  // Unclosed tags nest 40,000 deep: sanitizing this took about 700 ms of one thread, parsing it 300 ms.
  const crafted = `<h1>Deep</h1><p>${'<b>a '.repeat(Math.floor((MAX_ARTICLE_CHARS - 30) / 5))}</p>`
  // The worker thread starts with the first long text (in tests its module is bundled then too:
  // a production build ships it bundled), and a fresh process compiles the save's code on first
  // use: one save at the limit and a round of the other requests are made first, as on a server
  // that has answered them before (cold, the first round alone took 350 ms at p90).
  expect((await api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content: articleHtmlOfLength(MAX_ARTICLE_CHARS - 1000) }) })).status).toBe(200)
  await probeWhile(new Promise((resolve) => setTimeout(resolve, 600)))
  const delay = monitorEventLoopDelay({ resolution: 10 })
  const measured: { label: string; stall: number; others: Awaited<ReturnType<typeof probeWhile>> }[] = []
  for (const content of [articleHtmlOfLength(MAX_ARTICLE_CHARS), crafted]) {
    delay.reset()
    delay.enable()
    const save = api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content }) })
    const others = await probeWhile(save)
    delay.disable()
    const saved = await save
    if (content === crafted) {
      // Refused at once by the nesting limit, before any parser meets it.
      expect(saved.status).toBe(400)
      expect(saved.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('more than 100 deep') } })
    } else expect(saved.status).toBe(200)
    measured.push({ label: content === crafted ? 'crafted' : 'real', stall: delay.max / 1e6, others })
  }
  // The same requests with nothing else to do, once the process is warm: what this machine answers
  // them in (on two cores 20 signed-in requests a second keep one thread busy by themselves).
  const idle = await probeWhile(new Promise((resolve) => setTimeout(resolve, 600)))
  for (const { label, stall, others } of measured) {
    console.log(
      `${label} article at the limit: other requests' p90 ${others.p90.toFixed(0)} ms (idle ${idle.p90.toFixed(0)} ms), slowest ${others.slowest.toFixed(0)} ms over ${others.count}; longest event-loop stall ${stall.toFixed(0)} ms`,
    )
    // What the server controls: it never holds its event loop for long (160-430 ms before the fix).
    expect(stall).toBeLessThanOrEqual(100)
    // What a visitor meets: nine in ten answers within 300 ms, and within 200 ms of what the same
    // requests meet on this machine with no save running. The slowest single answer is logged, not
    // asserted: another process's burst (CI #9: queued hashes; CI of c160cfc: a compiler) delayed one
    // answer past 300 ms while the longest stall of the loop was 69 ms.
    expect(others.p90).toBeLessThanOrEqual(300)
    expect(others.p90).toBeLessThanOrEqual(idle.p90 + 200)
  }
})
