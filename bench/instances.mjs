// Several instances behind the proxy we ship: `npm run build && npm run bench:instances`
// (DURATION=30 seconds per wrk run, POSTS=24). Starts instance A of the production build (`npm
// start`'s server.mjs) on a fresh embedded PostgreSQL in a temporary folder, publishes POSTS
// realistic posts (bench/seed-content.mjs), starts instance B on A's database, and in front of both
// the nginx of deploy/nginx.conf with its micro-cache (tests/support/proxy.mjs runs the file as
// shipped). Then wrk (32 connections, 2 threads) on /blog and a post, alternating, in one run:
// - nginx serving the same bytes from disk (the machine's ceiling);
// - the proxy in front of the two instances;
// - one instance alone (B);
// - that instance serving the same bytes as static files from public/ (Next's own ceiling).
// Each without Accept-Encoding (the same bytes everywhere) and with `br, gzip` (what browsers send).
// Installs wrk and nginx with apt-get when missing and run as root; stops everything it started.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../src/server/net/ports.mjs'
import { startProxy } from '../tests/support/proxy.mjs'
import { cleanup, cleaningUp, cleanups, DURATION, HEADERS, start, seededPages, startStaticNginx, waitFor, wrk, wrkScript } from './lib.mjs'

const POSTS = Number(process.env.POSTS ?? 24)

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-instances-'))
fs.chmodSync(root, 0o755) // initdb runs as the postgres user when we are root
cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))

try {
  const [portA, portB, pgPort, proxyPort, staticPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()])
  const publicUrl = `http://127.0.0.1:${proxyPort}`
  const base = { ...process.env, NODE_ENV: 'production', SERVER_URL: publicUrl, TRUSTED_PROXIES: '127.0.0.1',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-password' }
  for (const name of Object.keys(base)) if (/^(DATABASE_URL|SMTP_|EMAIL_FROM|STRIPE_|OPENAI_|GEMINI_|AI_PROVIDERS|S3_|GOOGLE_|CONTACT_EMAIL|ADMIN_EMAILS)/.test(name)) delete base[name]
  const dataA = path.join(root, 'a')
  const dataB = path.join(root, 'b')
  for (const dir of [dataA, dataB]) fs.mkdirSync(dir, { mode: 0o755 })

  async function startInstance(name, port, env) {
    const log = path.join(root, `${name}.log`)
    const fd = fs.openSync(log, 'a')
    const child = start('node', ['server.mjs', '-p', String(port)], { env, stdio: ['ignore', fd, fd] })
    fs.closeSync(fd)
    child.once('exit', (code, signal) => !cleaningUp() && console.error(`instance ${name} exited (${signal ?? code}):\n${fs.readFileSync(log, 'utf8').slice(-3000)}`))
    await waitFor(`http://127.0.0.1:${port}/`, `instance ${name}`, log)
    return `http://127.0.0.1:${port}`
  }

  const a = await startInstance('a', portA, { ...base, DATA_DIR: dataA, EMBEDDED_PG_PORT: String(pgPort) })
  const { pages, label } = await seededPages(a, { email: base.ADMIN_EMAIL, password: base.ADMIN_PASSWORD, count: POSTS })

  // The pages' bytes, for nginx from disk and for B's public/ (read when B starts).
  const www = path.join(root, 'www')
  const ceilingDir = path.join(process.cwd(), 'public', `bench-ceiling-${process.pid}`)
  cleanups.push(() => fs.rmSync(ceilingDir, { recursive: true, force: true }))
  fs.mkdirSync(ceilingDir, { recursive: true })
  const ceiling = (page) => `/${path.basename(ceilingDir)}/${page === '/blog' ? 'blog' : 'post'}.html`
  for (const page of pages) {
    let response
    for (let i = 0; i < 3; i++) {
      response = await fetch(`${a}${page}`, { headers: HEADERS })
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
      if (i < 2) await response.arrayBuffer()
    }
    const body = Buffer.from(await response.arrayBuffer())
    fs.mkdirSync(path.join(www, page), { recursive: true, mode: 0o755 })
    fs.writeFileSync(path.join(www, page, 'index.html'), body, { mode: 0o644 })
    fs.writeFileSync(path.join(process.cwd(), 'public', ceiling(page)), body)
    console.log(`- ${page}: ${body.length} bytes of HTML; cache-control: ${response.headers.get('cache-control')}`)
  }

  const b = await startInstance('b', portB, { ...base, DATA_DIR: dataB, DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/app` })
  const proxyDir = path.join(root, 'proxy')
  const proxy = await startProxy({ dir: proxyDir, port: proxyPort, upstreams: [new URL(a).host, new URL(b).host], workers: os.cpus().length })
  cleanups.push(() => proxy.stop())
  const nginx = await startStaticNginx(root, www, staticPort, pages[0])
  const ENCODINGS = ['', 'br, gzip']
  // Every copy measured is in the caches first (the proxy keys on the coding): steady state, as visitors meet it.
  for (const origin of [proxy.url, b])
    for (const page of pages)
      for (const encoding of ENCODINGS)
        for (let i = 0; i < 3; i++) await (await fetch(`${origin}${page}`, { headers: { ...HEADERS, 'accept-encoding': encoding || 'identity' } })).arrayBuffer()
  const cached = await fetch(`${proxy.url}${pages[0]}`, { headers: { ...HEADERS, 'accept-encoding': 'br, gzip' } })
  await cached.arrayBuffer()
  console.log(`- the proxy's answer for /blog: X-Cache-Status ${cached.headers.get('x-cache-status')}`)

  const lua = wrkScript(root)
  console.log(`\nwrk: 32 connections, 2 threads, ${DURATION} s per row, on the same ${os.cpus().length} cores as the servers`)
  const SERVERS = [
    ['nginx static', nginx, (page) => page],
    ['proxy (2 instances)', proxy.url, (page) => page],
    ['one instance', b, (page) => page],
    ['its static file', b, ceiling],
  ]
  const results = {}
  for (const encoding of ENCODINGS)
    for (const page of pages)
      for (const [server, origin, address] of SERVERS) results[`${server} ${page} ${encoding}`] = await wrk(`${origin}${address(page)}`, lua, encoding)

  const table = ['| page | Accept-Encoding | server | req/s | p50 | p99 | non-2xx/3xx + socket errors | bytes/response | ratio |', '|---|---|---|---|---|---|---|---|---|']
  for (const encoding of ENCODINGS)
    for (const page of pages) {
      const r = (server) => results[`${server} ${page} ${encoding}`]
      const ratio = {
        'proxy (2 instances)': `${(r('proxy (2 instances)').rps / r('nginx static').rps).toFixed(3)} of nginx static`,
        'one instance': `${(r('one instance').rps / r('its static file').rps).toFixed(3)} of its static file`,
      }
      for (const [server] of SERVERS) {
        const x = r(server)
        table.push(`| ${label(page)} | ${encoding || '(none)'} | ${server} | ${x.rps.toFixed(0)} | ${x.p50.toFixed(2)} ms | ${x.p99.toFixed(2)} ms | ${x.non2xx} + ${x.socketErrors} | ${x.bytesPerResponse} | ${ratio[server] ?? ''} |`)
      }
    }
  console.log(table.join('\n'))
} catch (error) {
  if (!cleaningUp()) console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
}
