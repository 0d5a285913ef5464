import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { EmbeddedPostgresError, ensureEmbeddedPostgres, type EmbeddedPostgres } from '@/server/db/embedded'
import { freePort } from '../support/ports'

// The embedded PostgreSQL start-up itself (src/server/db/embedded.ts), as `npm run dev` runs it when
// DATABASE_URL is unset. As root, the checkout sits in a folder the postgres user cannot enter
// (like /root, mode 0700).

const isRoot = process.getuid?.() === 0
const started: EmbeddedPostgres[] = []
const folders: string[] = []

/** A fresh folder only its owner can enter (mkdtemp makes it 0700), holding a checkout's DATA_DIR. */
function checkout(name: string): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-embedded-'))
  folders.push(parent)
  return path.join(parent, name, '.data')
}

async function start(dataDir: string, port: number, lines: string[] = []) {
  const server = await ensureEmbeddedPostgres({ dataDir, port, temporary: true, log: (line) => lines.push(line) })
  started.push(server)
  return server
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  for (const server of started) await server.stop()
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

;(isRoot ? it : it.skip)('as root, starts for a checkout in a folder the postgres user cannot enter, without opening it up', async () => {
  const dataDir = checkout('project')
  const parent = path.dirname(path.dirname(dataDir))
  expect(fs.statSync(parent).mode & 0o777).toBe(0o700)
  const asPostgres = (dir: string) => spawnSync('runuser', ['-u', 'postgres', '--', 'sh', '-c', 'cd -- "$1"', 'sh', dir]).status
  expect(asPostgres(parent)).not.toBe(0)

  const began = Date.now()
  const lines: string[] = []
  const server = await start(dataDir, await freePort(), lines)
  expect(Date.now() - began).toBeLessThan(10_000)

  const [row] = await query<{ db: string; dir: string; one: number }>(server.url(), `SELECT current_database() AS db, current_setting('data_directory') AS dir, 1 AS one`)
  expect(row).toMatchObject({ db: 'app', one: 1 })
  // The data live where the postgres user can reach them, and DATA_DIR/postgres points there.
  expect(row!.dir.startsWith(parent)).toBe(false)
  expect(fs.realpathSync(path.join(dataDir, 'postgres'))).toBe(fs.realpathSync(row!.dir))
  expect(fs.statSync(parent).mode & 0o777).toBe(0o700)
  expect(asPostgres(parent)).not.toBe(0)
  expect(lines.join('\n')).toContain(`port ${server.port}`)
  expect(lines.join('\n')).toContain(row!.dir)
})

it('never reuses another checkout’s server, even on its port, and reuses its own from another process', async () => {
  const port = await freePort()
  const first = await start(checkout('first'), port)
  expect(first.port).toBe(port)
  await query(first.url(), 'CREATE TABLE only_in_first (id int)')

  const lines: string[] = []
  const secondDir = checkout('second')
  const second = await start(secondDir, port, lines)
  expect(second.port).not.toBe(port)
  expect(second.reused).toBe(false)
  expect(lines.join('\n')).toContain(`port ${port} is used by another server`)
  const [a] = await query<{ dir: string }>(first.url(), `SELECT current_setting('data_directory') AS dir`)
  const [b] = await query<{ dir: string; n: string }>(
    second.url(),
    `SELECT current_setting('data_directory') AS dir, (SELECT count(*) FROM pg_tables WHERE tablename = 'only_in_first') AS n`,
  )
  expect(b!.dir).not.toBe(a!.dir)
  expect(Number(b!.n)).toBe(0)

  // Another process of the same checkout (e.g. `payload migrate` beside `npm run dev`) reuses it.
  const script = path.join(path.dirname(path.dirname(secondDir)), 'again.mts')
  fs.writeFileSync(
    script,
    `import { ensureEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/server/db/embedded.ts'))}\n` +
      `const s = await ensureEmbeddedPostgres({ dataDir: ${JSON.stringify(secondDir)}, port: ${port}, log: () => {} })\n` +
      `console.log(JSON.stringify({ port: s.port, reused: s.reused }))\n`,
  )
  const again = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })
  expect(again.stderr).toBe('')
  expect(JSON.parse(again.stdout.trim().split('\n').at(-1)!)).toEqual({ port: second.port, reused: true })
})

it('reports a server that cannot start in one line naming the cause and the fix, within 10 s', async () => {
  const dataDir = checkout('damaged')
  // Not temporary (stop() would delete it): the cluster is removed at the end of the test.
  const server = await ensureEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} })
  await server.stop()
  const cluster = fs.realpathSync(path.join(dataDir, 'postgres'))
  folders.push(fs.lstatSync(path.join(dataDir, 'postgres')).isSymbolicLink() ? path.dirname(cluster) : cluster)
  fs.appendFileSync(path.join(dataDir, 'postgres', 'postgresql.conf'), '\nshared_buffers = lots\n')

  const began = Date.now()
  const error = await ensureEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} }).catch((e: unknown) => e)
  expect(Date.now() - began).toBeLessThan(10_000)
  expect(error).toBeInstanceOf(EmbeddedPostgresError)
  const message = (error as Error).message
  expect(message).not.toContain('\n')
  expect(message).toMatch(/^Embedded PostgreSQL could not start: .*shared_buffers.*\. .*(move|DATABASE_URL)/)
})

it('takes over the server when the process that started it exits, on the same port, within seconds', async () => {
  const dataDir = checkout('shared')
  const port = await freePort()
  // The owner: another process of the same checkout (e.g. a first production server).
  const script = path.join(path.dirname(path.dirname(dataDir)), 'owner.mts')
  fs.writeFileSync(
    script,
    `import { ensureEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/server/db/embedded.ts'))}\n` +
      `const s = await ensureEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, log: () => {} })\n` +
      `console.log(JSON.stringify({ port: s.port, reused: s.reused }))\n` +
      `setInterval(() => {}, 1000)\n`,
  )
  const { spawn } = await import('node:child_process')
  const owner = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] })
  const first = await new Promise<string>((resolve) => owner.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())))
  expect(JSON.parse(first)).toEqual({ port, reused: false })

  // This process reuses it, with a pool as Payload holds one.
  const user = await start(dataDir, port)
  expect(user).toMatchObject({ port, reused: true })
  const pool = new pg.Pool({ connectionString: user.url(), max: 2, connectionTimeoutMillis: 1000 })
  pool.on('error', () => {})
  await pool.query('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)')

  owner.kill('SIGTERM')
  await new Promise((resolve) => owner.once('exit', resolve))
  const stoppedAt = Date.now()
  let answered: number | undefined
  while (Date.now() - stoppedAt < 15_000) {
    try {
      const { rows } = await pool.query('SELECT id FROM kept')
      if (Date.now() - stoppedAt > 200) {
        answered = rows[0]?.id
        break
      }
    } catch {
      // the owner's server is down: the take-over is under way
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const tookMs = Date.now() - stoppedAt
  console.log(`take-over: the pool answered again ${tookMs} ms after the owner exited`)
  expect(answered).toBe(7)
  expect(tookMs).toBeLessThan(10_000)
  // The server now runs for this process, from the same data and port.
  const [row] = await query<{ pid: number }>(user.url(), 'SELECT pg_backend_pid() AS pid')
  expect(row!.pid).toBeGreaterThan(0)
  await pool.end()
})
