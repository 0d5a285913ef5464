// The real WordPress of the end-to-end run (tests/support/wordpress.mjs) as a long-running process
// for Playwright's webServer list: WordPress on WP_PORT (and its header-dropping and plain-permalink
// copies on the next two ports), and on WP_CONTROL_PORT GET /health and GET /users (the
// application passwords the tests type into the integrations screen).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { startWordPress } from './wordpress.mjs'

const port = Number(process.env.WP_PORT ?? 12141)
const controlPort = Number(process.env.WP_CONTROL_PORT ?? 12144)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-e2e-wp-'))
const wordpress = await startWordPress({ dir, port, strippedPort: port + 1, plainPort: port + 2, log: (line) => console.log(`[wordpress] ${line}`) })

const control = http.createServer((req, res) => {
  const body = req.url === '/users' ? { url: wordpress.url, strippedUrl: wordpress.strippedUrl, plainUrl: wordpress.plainUrl, users: wordpress.users } : { ok: true }
  res.writeHead(req.url === '/users' || req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body))
})
control.listen(controlPort, '127.0.0.1')

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  control.close()
  await wordpress.stop()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
