// The production build started for a benchmark: `next start` on a fresh embedded PostgreSQL in a
// temporary folder, its text model at `modelUrl` (an OpenAI-compatible server of the bench's own),
// signed in as its admin. `stop()` ends it and removes the folder.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../src/server/net/ports.mjs'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return
    await sleep(200)
  }
  throw new Error(`${url} did not come up`)
}

export async function startBenchApp({ modelUrl }: { modelUrl: string }): Promise<{ base: string; token: string; stop: () => Promise<void> }> {
  const [appPort, pgPort] = await Promise.all([freePort(), freePort()])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-'))
  fs.chmodSync(dataDir, 0o755)
  const base = `http://localhost:${appPort}`
  const app = spawn('npx', ['next', 'start', '-p', String(appPort)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SERVER_URL: base,
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-password',
      OPENAI_API_KEY: 'bench',
      OPENAI_BASE_URL: modelUrl,
      AI_PROVIDERS: 'openai',
      DATABASE_URL: '',
      GEMINI_API_KEY: '',
    },
    stdio: 'ignore',
    detached: true,
  })
  const stop = async () => {
    try {
      process.kill(-app.pid!, 'SIGTERM')
    } catch {}
    await sleep(1500)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${base}/robots.txt`)
    const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-password' }) })
    const { token } = (await login.json()) as { token: string }
    return { base, token, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
