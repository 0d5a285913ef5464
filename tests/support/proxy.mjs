// The nginx we ship (deploy/nginx.conf), run as it is for the tests and the benchmarks: only what
// the file marks EDIT changes (the instances' addresses, the port, the cache folder). Debian's
// nginx, started as this user's process in a folder the caller names.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SHIPPED = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url))

/** Installs Debian's nginx when it is missing (as root, as CI runs). */
export function ensureNginx(log = console.log) {
  if (fs.existsSync('/usr/sbin/nginx')) return
  if (process.getuid?.() !== 0) throw new Error('The proxy tests need nginx: apt-get install -y nginx-light')
  log('installing nginx-light for the proxy tests')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], { stdio: 'inherit', env })
  if (!fs.existsSync('/usr/sbin/nginx')) throw new Error('Could not install nginx-light for the proxy tests.')
}

/**
 * deploy/nginx.conf with its EDIT points set: `upstreams` (['127.0.0.1:3201', ...]) replace the
 * example servers, `port` the listen port, `dir` the cache folder. Throws if the file no longer has
 * them (the test must run the shipped file, not a copy of its own).
 * @param {{ dir: string, port: number, upstreams: string[] }} options
 */
export function siteConf({ dir, port, upstreams }) {
  let text = fs.readFileSync(SHIPPED, 'utf8')
  const replace = (pattern, value) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: ${pattern} not found`)
    text = text.replace(pattern, value)
  }
  const servers = upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=5s;`).join('\n')
  replace(/(?:^ {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`)
  replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  replace(/\/var\/cache\/nginx\/seo-writer/, path.join(dir, 'cache'))
  return text
}

async function waitFor(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
}

/**
 * Starts nginx with the shipped configuration in front of `upstreams` on 127.0.0.1:`port`.
 * @param {{ dir: string, port: number, upstreams: string[], workers?: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startProxy({ dir, port, upstreams, workers = 1 }) {
  ensureNginx()
  for (const sub of ['cache', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  fs.writeFileSync(path.join(dir, 'seo-writer.conf'), siteConf({ dir, port, upstreams }))
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes ${workers};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  include ${dir}/seo-writer.conf;
}
`,
  )
  const nginx = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  nginx.on('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  await waitFor(async () => {
    if (exited) throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-2000)}`)
    // Any answer: the instances behind it may not be up yet.
    return fetch(`${url}/__proxy-probe`, { redirect: 'manual' }).then(() => true, () => false)
  }, 'nginx')
  return {
    url,
    stop: async () => {
      if (exited) return
      const gone = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (!exited) nginx.kill('SIGKILL')
    },
  }
}
