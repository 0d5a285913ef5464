// Streaming latency: `npm run bench:stream` (after `npm run build`).
// A loopback OpenAI-compatible server emits article chunks stamped with the time they leave it;
// the production app relays them through POST /api/ai/article; this script reads the event
// stream like a browser and measures, per chunk, the delay from provider to reader.
import http from 'node:http'
import { performance } from 'node:perf_hooks'

import { freePort } from '../src/server/net/ports.mjs'
import { startBenchApp } from './app'

const ARTICLES = Number(process.env.ARTICLES ?? 20)
const CHUNKS = Number(process.env.CHUNKS ?? 50)
const CHUNK_INTERVAL_MS = Number(process.env.CHUNK_INTERVAL_MS ?? 20)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1)

const clock = () => performance.timeOrigin + performance.now()

/** The smallest OpenAI chat-completions stream: one `<p>` per chunk, stamped when sent. */
function startProvider(port: number) {
  return http
    .createServer((req, res) => {
      req.resume()
      req.on('end', async () => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
        const send = (delta: Record<string, string>, finish: string | null = null) =>
          res.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`)
        send({ role: 'assistant', content: '<h1>Bench article</h1>' })
        for (let i = 0; i < CHUNKS; i++) {
          await new Promise((r) => setTimeout(r, CHUNK_INTERVAL_MS))
          send({ content: `<p data-t="${clock().toFixed(3)}">chunk ${i} of the benchmark article text.</p>` })
        }
        send({}, 'stop')
        res.end('data: [DONE]\n\n')
      })
    })
    .listen(port, '127.0.0.1')
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const providerPort = await freePort()
const provider = startProvider(providerPort)
const { base, token, stop } = await startBenchApp({ modelUrl: `http://127.0.0.1:${providerPort}/v1` })

try {
  const latencies: number[] = []
  async function oneArticle(n: number) {
    const response = await fetch(`${base}/api/ai/article`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ topic: `Benchmark article ${n}`, focusKeyword: 'benchmark' }),
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      const receivedAt = clock()
      buffer += decoder.decode(value, { stream: true })
      for (const match of buffer.matchAll(/data-t=\\"([\d.]+)\\"/g)) latencies.push(receivedAt - Number(match[1]))
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2)
    }
  }
  await oneArticle(-1) // warm-up: compiles the route, fills caches
  latencies.length = 0
  let next = 0
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < ARTICLES) await oneArticle(next++)
  }))
  latencies.sort((a, b) => a - b)
  console.log(
    `provider → reader, ${latencies.length} chunks (${ARTICLES} articles × ${CHUNKS}, ${CONCURRENCY} at a time): ` +
      `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(2)} ms`,
  )
} finally {
  provider.close()
  await stop()
}
process.exit(0)
