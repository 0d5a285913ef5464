/**
 * Issue 32, item 1: one save froze the site. Saving an article at the size limit (real HTML, and
 * HTML crafted to be slow to sanitize) while other requests arrive every 20 ms: each must be
 * answered within 300 ms, because sanitizing and scoring run in a worker thread. In tests/int/serial:
 * run alone, so no other file's load is measured. Failed before the fix (406 ms, stalls of 160-430 ms).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Payload } from 'payload'

import { MAX_ARTICLE_CHARS } from '@/shared/articles'
import { longArticleHtml } from '../../support/longArticle.mjs'
import { makeHandlers, type Handlers } from '../httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from '../support'

let payload: Payload
let api: Handlers
let user: Awaited<ReturnType<typeof createVerifiedUser>>
let token: string

beforeAll(async () => {
  payload = await bootPayload()
  api = await makeHandlers(payload.config)
  user = await createVerifiedUser(payload, 'big-saver')
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).token!
})

afterAll(async () => {
  await shutdown(payload)
})

/** A real article's HTML, repeated to `length` characters. */
function articleOf(length: number): string {
  let html = '<h1>Garden planning</h1>'
  for (let i = 0; html.length < length; i++) html += longArticleHtml(`garden planning ${i}`, i)
  return html.slice(0, length)
}

async function ownArticle() {
  return payload.create({
    collection: 'articles',
    data: { user: user.id, title: 'Mine', content: '<h1>Mine</h1><p>text</p>', status: 'ready', score: 40, provider: 'openai' },
    overrideAccess: true,
  })
}

it('answers other requests within 300 ms while articles at the size limit are saved (real and crafted HTML)', async () => {
  const article = await ownArticle()
  // Unclosed tags nest 40,000 deep: sanitizing this took about 700 ms of one thread, parsing it 300 ms.
  const crafted = `<h1>Deep</h1><p>${'<b>a '.repeat(Math.floor((MAX_ARTICLE_CHARS - 30) / 5))}</p>`
  // The worker thread starts with the first long text (in tests its module is bundled then too:
  // a production build ships it bundled): started here, as on a server that has saved one before.
  expect((await api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content: articleOf(30_000) }) })).status).toBe(200)
  const delay = monitorEventLoopDelay({ resolution: 10 })
  for (const content of [articleOf(MAX_ARTICLE_CHARS), crafted]) {
    // Requests arrive every 20 ms whatever the server is doing; each is timed from its arrival,
    // so a request that came in while the event loop was held counts the wait.
    let saving = true
    const probes: Promise<number>[] = []
    delay.reset()
    delay.enable()
    const save = api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content }) }).finally(() => (saving = false))
    const start = performance.now()
    for (let k = 1; saving; k++) {
      const arrival = start + k * 20
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, arrival - performance.now())))
      probes.push(
        api.rest('GET', '/api/users/me', { token }).then((me) => {
          expect(me.status).toBe(200)
          return performance.now() - arrival
        }),
      )
    }
    const latencies = await Promise.all(probes)
    delay.disable()
    const saved = await save
    if (content === crafted) {
      // Refused at once by the nesting limit, before any parser meets it.
      expect(saved.status).toBe(400)
      expect(saved.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('more than 100 deep') } })
    } else expect(saved.status).toBe(200)
    console.log(`${content === crafted ? 'crafted' : 'real'} article at the limit: other requests' slowest ${Math.max(...latencies).toFixed(0)} ms over ${latencies.length}; longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms`)
    expect(Math.max(...latencies)).toBeLessThanOrEqual(300)
  }
})
