// What the benchmarks share: wrk and nginx (installed with apt-get when missing and run as root),
// processes stopped with everything else however the run ends, and one wrk run's figures.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { seedPosts } from './seed-content.mjs'

export const DURATION = Number(process.env.DURATION ?? 30)
export const HEADERS = { 'accept-language': 'en' }

// nginx lives in /usr/sbin, which a normal user's PATH may lack.
const which = (cmd) =>
  [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'].map((d) => path.join(d, cmd)).find((p) => fs.existsSync(p))
if (!which('wrk') || !which('nginx')) {
  if (process.getuid?.() !== 0) {
    console.error('The benchmarks need wrk and nginx: run `sudo apt-get install -y wrk nginx`, or run this as root.')
    process.exit(1)
  }
  const apt = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
  if (spawnSync('apt-get', ['update'], apt).status !== 0 || spawnSync('apt-get', ['install', '-y', 'wrk', 'nginx'], apt).status !== 0) {
    console.error('apt-get could not install wrk and nginx')
    process.exit(1)
  }
}
const WRK = which('wrk')
export const NGINX = which('nginx')

// --- cleanup: run in reverse order, once, whatever happens ----------------------------------
export const cleanups = []
let cleaning
/** True once cleanup has begun (after Ctrl-C, the interrupted step's error is noise). */
export const cleaningUp = () => Boolean(cleaning)
export const cleanup = () => (cleaning ??= (async () => {
  for (const fn of cleanups.reverse()) await Promise.resolve().then(fn).catch((e) => console.error('cleanup:', e.message))
})())
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.on(signal, () => cleanup().then(() => process.exit(code)))

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Starts a process in its own group and registers how to stop it (SIGTERM, then SIGKILL), which is
 * also its `stop()` for a caller that stops it earlier.
 */
export function start(cmd, args, options) {
  const child = spawn(cmd, args, { ...options, detached: true })
  const exited = new Promise((r) => child.once('exit', r))
  child.stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try { process.kill(-child.pid, 'SIGTERM') } catch {}
    if (await Promise.race([exited.then(() => true), sleep(15000)])) return
    try { process.kill(-child.pid, 'SIGKILL') } catch {}
  }
  cleanups.push(child.stop)
  return child
}

export async function waitFor(url, what, log) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url, { headers: HEADERS }).then((r) => r.status === 200, () => false)) return
    await sleep(200)
  }
  throw new Error(`${what} did not answer 200 at ${url} within 120 s\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-3000) : ''}`)
}

// --- wrk -----------------------------------------------------------------------------------
const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit]

/** One wrk run; wrk's text for req/s and percentiles, a Lua `done` hook for the exact bytes. */
export async function wrk(url, luaFile, encoding) {
  const args = ['-t2', '-c32', `-d${DURATION}s`, '--timeout', '10s', '--latency', '-H', 'Accept-Language: en', ...(encoding ? ['-H', `Accept-Encoding: ${encoding}`] : []), '-s', luaFile, url]
  // Asynchronous, so that Ctrl-C reaches our cleanup while wrk runs.
  const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  cleanups.push(() => child.kill())
  let text = ''
  child.stdout.on('data', (d) => (text += d))
  child.stderr.on('data', (d) => (text += d))
  const code = await new Promise((r) => child.once('exit', r))
  if (code !== 0) throw new Error(`wrk failed on ${url}: ${text}`)
  const latency = (p) => { const m = text.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm')); return m ? toMs(m[1], m[2]) : NaN }
  const socket = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const done = text.match(/^bytes=(\d+) requests=(\d+)$/m)
  return {
    rps: Number(text.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50: latency(50),
    p99: latency(99),
    non2xx: Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    bytesPerResponse: done ? Math.round(Number(done[1]) / Number(done[2])) : NaN,
  }
}

/** The Lua hook that makes wrk print the exact bytes and requests (wrk()'s bytes per response). */
export function wrkScript(dir) {
  const lua = path.join(dir, 'done.lua')
  fs.writeFileSync(lua, 'done = function(summary) io.write(string.format("bytes=%d requests=%d\\n", summary.bytes, summary.requests)) end\n')
  return lua
}

/**
 * A wrk script that asks for `paths` in random order (each thread its own sequence) and, with
 * `tracking`, gives every request a campaign parameter of its own, as links in a newsletter do.
 */
export function wrkPathsScript(dir, name, paths, { tracking = false } = {}) {
  const lua = path.join(dir, `${name}.lua`)
  fs.writeFileSync(lua, `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local threads = 0
setup = function(thread) threads = threads + 1; thread:set("id", threads) end
local counter = 0
init = function() math.randomseed(id * 7919) end
request = function()
  counter = counter + 1
  local p = paths[math.random(#paths)]
  ${tracking ? 'p = p .. "?utm_source=newsletter&utm_campaign=c" .. id .. "-" .. counter .. "&utm_medium=email"' : ''}
  return wrk.format(nil, p)
end
done = function(summary) io.write(string.format("bytes=%d requests=%d\\n", summary.bytes, summary.requests)) end
`)
  return lua
}

/** nginx serving each page's exact bytes from disk (`<www>/<path>/index.html`): same URL, same body, no app work. */
export async function startStaticNginx(root, www, nginxPort, probe) {
  const nginxDir = path.join(root, 'nginx')
  fs.mkdirSync(nginxDir)
  const conf = path.join(nginxDir, 'nginx.conf')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${nginxDir}/${t}_temp;`).join('\n')
  fs.writeFileSync(conf, `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
  worker_processes auto;
  pid ${nginxDir}/nginx.pid;
  error_log ${nginxDir}/error.log warn;
  events { worker_connections 1024; }
  http {
  access_log off;
  ${temp}
  types { }
  default_type text/html;
  charset utf-8;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${www};
    location / { try_files $uri/index.html =404; }
  }
  }
  `)
  const nginx = start(NGINX, ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log')], { stdio: 'inherit' })
  nginx.once('exit', (code) => code && console.error(`nginx exited with ${code}: ${fs.readFileSync(path.join(nginxDir, 'error.log'), 'utf8')}`))
  const nginxBase = `http://127.0.0.1:${nginxPort}`
  await waitFor(`${nginxBase}${probe}`, 'nginx', path.join(nginxDir, 'error.log'))
  return nginxBase
}

/** Publishes `count` realistic posts through `origin` as the admin; the pages to measure: /blog and a post in the middle. */
export async function seededPages(origin, { email, password, count }) {
  const started = Date.now()
  const slugs = await seedPosts(origin, { email, password, count })
  console.log(`Published ${slugs.length} posts of about 1,500 words with cover images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const slug = slugs[Math.floor(slugs.length / 2)]
  return { pages: ['/blog', `/blog/${slug}`], label: (page) => page.replace(slug, '<slug>'), slugs }
}
