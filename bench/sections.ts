// Writing part by part: `npm run bench:sections` (after `npm run build`).
// The production app writes 1,500-word articles against a loopback OpenAI-compatible model that
// answers at a realistic speed: SPEED_CHARS_PER_S characters a second (default 1,500: 60 characters
// per 40 ms), streamed in pieces of about 20 characters, after FIRST_BYTE_MS (default 300 ms) of
// thinking; an answer that is not streamed (the outline) arrives whole after its time. Two rows:
//   one request: the planner answers no outline at once, so the article is one request, as before;
//   outline + parts: the planner's outline (its time counted), then the parts, two at a time.
// Per article: time to the first words on screen (the first event with text, the title), time to
// the first words of the body, and the total time to `done` (repair, analysis and save included).
import http from 'node:http'
import { performance } from 'node:perf_hooks'

import { freePort } from '../src/server/net/ports.mjs'
import { sectionCountFor } from '../src/server/articles/outline'
import { ARTICLE_LENGTHS, LONG_PART_WORDS, wordTargets } from '../src/shared/outline'
import { defaultAnswer } from '../tests/fakes/answers'
import { startBenchApp } from './app'

const ARTICLES = Number(process.env.ARTICLES ?? 5)
const SPEED = Number(process.env.SPEED_CHARS_PER_S ?? 1500)
const FIRST_BYTE_MS = Number(process.env.FIRST_BYTE_MS ?? 300)
const PIECE = 20

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The article one request writes: the parts the sectioned writer gets for the same length (the
 * product's own section count and word shares), as one answer, so both rows write the same words.
 */
function wholeArticle(prompt: string): string {
  const keyword = /Focus keyword: "([^"]+)"/.exec(prompt)?.[1] ?? 'benchmark'
  const count = sectionCountFor(ARTICLE_LENGTHS.medium)
  const outline = JSON.parse(defaultAnswer(`Task: outline\nFocus keyword: "${keyword}"\n- ${count} H2 sections`)) as { title: string; metaDescription: string; sections: { heading: string }[] }
  const [introWords, ...shares] = wordTargets(outline.sections.length, ARTICLE_LENGTHS.medium)
  const intro = defaultAnswer(`Task: introduction\nFocus keyword: "${keyword}"\n- About ${introWords} words.`)
  const parts = outline.sections.map((s, i) => {
    const words = shares[i]!
    const breakUp = words > LONG_PART_WORDS ? '- Break it up with an <h3> subheading about every 200 words.' : ''
    return `<h2>${s.heading}</h2>\n${defaultAnswer(`Task: section ${i + 1} of ${outline.sections.length}\nFocus keyword: "${keyword}"\n- About ${words} words.\n${breakUp}`)}`
  })
  return [`<!--SEO ${JSON.stringify({ title: outline.title, metaDescription: outline.metaDescription, focusKeyword: keyword })}-->`, `<h1>${outline.title}</h1>`, intro, ...parts].join('\n')
}

function startModel(port: number, mode: { outline: boolean }) {
  return http
    .createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => (raw += chunk))
      req.on('end', async () => {
        const body = JSON.parse(raw) as { stream?: boolean; messages: { role: string; content: string }[] }
        const prompt = body.messages.at(-1)!.content
        const isOutline = /^Task: outline$/m.test(prompt)
        const isPart = /^Task: (introduction|section \d+ of \d+)$/m.test(prompt)
        // The baseline row: the planner declines at once, and the one-pass request gets the whole article.
        const content = isOutline && !mode.outline ? 'No outline.' : isOutline || isPart || /^Edit of the /m.test(prompt) ? defaultAnswer(prompt) : wholeArticle(prompt)
        const quick = isOutline && !mode.outline
        if (!quick) await sleep(FIRST_BYTE_MS)
        const message = (delta: Record<string, string>, finish: string | null = null) =>
          `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
        if (!body.stream) {
          if (!quick) await sleep((content.length / SPEED) * 1000)
          res.writeHead(200, { 'content-type': 'application/json' })
          return void res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'bench', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }))
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        res.write(message({ role: 'assistant', content: '' }))
        for (let i = 0; i < content.length; i += PIECE) {
          await sleep((PIECE / SPEED) * 1000)
          res.write(message({ content: content.slice(i, i + PIECE) }))
        }
        res.write(message({}, 'stop'))
        res.end('data: [DONE]\n\n')
      })
    })
    .listen(port, '127.0.0.1')
}

type Timing = { firstWords: number; firstBody: number; total: number; words: number }

async function run(mode: { outline: boolean }): Promise<Timing[]> {
  const modelPort = await freePort()
  const model = startModel(modelPort, mode)
  const { base, token, stop } = await startBenchApp({ modelUrl: `http://127.0.0.1:${modelPort}/v1` })
  try {
    const timings: Timing[] = []
    for (let n = -1; n < ARTICLES; n++) {
      const started = performance.now()
      const response = await fetch(`${base}/api/ai/article`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ topic: `Balcony compost ${n}`, focusKeyword: 'balcony compost', length: 'medium' }),
      })
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      let text = ''
      let firstWords = 0
      let firstBody = 0
      let total = 0
      let saved = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
        const now = performance.now() - started
        if (!firstWords && /event: delta/.test(text)) firstWords = now
        if (!firstBody && /event: delta\ndata: .*(This part|<p>)/.test(text)) firstBody = now
        const doneEvent = /event: done\ndata: (.*)\n/.exec(text)
        if (doneEvent) {
          total = now
          saved = (JSON.parse(doneEvent[1]!) as { article: { content: string } }).article.content
        }
      }
      if (!total) throw new Error(`article ${n} did not finish: ${text.slice(-300)}`)
      // The first one warms the routes and the database up.
      if (n >= 0) timings.push({ firstWords, firstBody, total, words: saved.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length })
    }
    return timings
  } finally {
    model.close()
    await stop()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const row = (label: string, t: Timing[]) =>
  `| ${label} | ${t.length} | ${median(t.map((x) => x.words))} | ${(median(t.map((x) => x.firstWords)) / 1000).toFixed(2)} s | ${(median(t.map((x) => x.firstBody)) / 1000).toFixed(2)} s | ${(median(t.map((x) => x.total)) / 1000).toFixed(2)} s |`

const onePass = await run({ outline: false })
const sectioned = await run({ outline: true })
console.log(`model: ${SPEED} characters/s, first byte after ${FIRST_BYTE_MS} ms; medians`)
console.log('| row | articles | words | first words on screen | first words of the body | total (done) |')
console.log('|---|---|---|---|---|---|')
console.log(row('one request (as before outlines)', onePass))
console.log(row('outline + parts, two at a time', sectioned))
console.log(`total time: ${(((median(sectioned.map((x) => x.total)) / median(onePass.map((x) => x.total))) - 1) * 100).toFixed(0)}% against one request`)
process.exit(0)
