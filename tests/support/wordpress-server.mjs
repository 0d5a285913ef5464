// The real WordPress of the end-to-end run (tests/support/wordpress.mjs) as a long-running process
// for Playwright's webServer list: WordPress on WP_PORT (and its header-dropping and plain-permalink
// copies on the next two ports), and on WP_CONTROL_PORT GET /health and GET /users (the
// application passwords the tests type into the integrations screen); on WP_GATE_PORT the same
// WordPress behind a gate the tests switch with POST /gate/up, /gate/down (503, as nginx says when
// PHP is gone) and /gate/hang (the connection is taken, no answer ever comes); leaving 'hang' cuts
// the calls it held, as a site that gave up would.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startWordPress } from './wordpress.mjs'

const port = Number(process.env.WP_PORT ?? 12141)
const controlPort = Number(process.env.WP_CONTROL_PORT ?? 12144)
const gatePort = Number(process.env.WP_GATE_PORT ?? 12145)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-e2e-wp-'))
const wordpress = await startWordPress({ dir, port, strippedPort: port + 1, plainPort: port + 2, log: (line) => console.log(`[wordpress] ${line}`) })

/** @type {'up' | 'down' | 'hang'} */
let gateMode = 'up'
/** @type {Set<import('node:http').ServerResponse>} */
const held = new Set()
const gate = http.createServer((req, res) => {
  if (gateMode === 'down') return void res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Temporarily Unavailable</h1>')
  if (gateMode === 'hang') {
    held.add(res)
    res.on('close', () => held.delete(res))
    return
  }
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${port}` } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => res.destroy())
  req.pipe(upstream)
})
gate.listen(gatePort, '127.0.0.1')

const control = http.createServer((req, res) => {
  const switched = req.method === 'POST' && /^\/gate\/(up|down|hang)$/.exec(req.url ?? '')
  if (switched) {
    gateMode = /** @type {'up' | 'down' | 'hang'} */ (switched[1])
    if (gateMode !== 'hang') for (const call of held) call.socket?.destroy()
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ gate: gateMode }))
  }
  const body = req.url === '/users' ? { url: wordpress.url, strippedUrl: wordpress.strippedUrl, plainUrl: wordpress.plainUrl, gateUrl: `http://127.0.0.1:${gatePort}`, users: wordpress.users } : { ok: true }
  res.writeHead(req.url === '/users' || req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body))
})
control.listen(controlPort, '127.0.0.1')

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  control.close()
  gate.close()
  await wordpress.stop()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
