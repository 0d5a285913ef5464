/**
 * npm run backup / npm run restore (issue 38): the real commands, run as an operator would, against
 * a database with users, articles, posts and media; then wiped, restored, and the app started on it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import type { Payload } from 'payload'

import { bootPayload, createVerifiedUser, shutdown } from './support'

type Run = { code: number | null; output: string }

/** An npm script with the app's environment pointed at this test's database and DATA_DIR. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (data) => (output += data))
    child.stderr.on('data', (data) => (output += data))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** Each stored table's row count and a hash of all its rows: equal fingerprints, equal data. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relpersistence = 'p' ORDER BY relname`,
    )
    const result: Record<string, string> = {}
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string; h: string }>(`SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h FROM "${name}" t`)
      result[name] = `${rows[0]!.n} ${rows[0]!.h}`
    }
    return result
  } finally {
    await client.end()
  }
}

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function filesOf(dir: string): Record<string, number> {
  if (!fs.existsSync(dir)) return {}
  return Object.fromEntries(
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.statSync(path.join(e.parentPath, e.name)).size]),
  )
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const mediaDir = path.join(dataDir, 'media')
const archive = path.join(dataDir, 'backups', 'nightly.tar.gz')
let payload: Payload | undefined
let databaseUrl = ''
const password = 'restore-me-1'

beforeAll(async () => {
  payload = await bootPayload({ DATA_DIR: dataDir })
  databaseUrl = process.env.DATABASE_URL!
}, 60_000)
afterAll(async () => {
  await shutdown(payload)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('backs up, and after a wipe restores users, articles, posts and media files; the app starts on it', async () => {
  // Data as a real site has it: a user with an article, a published post with a cover image.
  const user = await createVerifiedUser(payload!, 'backup-writer')
  await payload!.update({ collection: 'users', id: user.id, data: { password }, overrideAccess: true, context: { skipAccountEmails: true } })
  await payload!.create({ collection: 'articles', data: { user: user.id, title: 'Worm bins for small flats', status: 'generating' }, overrideAccess: true })
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#3a7' } }).png().toBuffer()
  const cover = await payload!.create({ collection: 'media', data: { alt: 'Green cover' }, file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length }, overrideAccess: true })
  const { htmlToLexical } = await import('@/server/blog/publish')
  await payload!.create({
    collection: 'posts',
    data: { title: 'Compost on a balcony', content: await htmlToLexical(payload!, '<p>Start small and keep it covered.</p>'), status: 'published', image: cover.id },
    overrideAccess: true,
  })
  const before = await fingerprint(databaseUrl)
  const media = filesOf(mediaDir)
  const coverBytes = fs.readFileSync(path.join(mediaDir, cover.filename!))
  expect(Object.keys(media).length).toBeGreaterThanOrEqual(1)
  expect(media[cover.filename!]).toBe(fs.statSync(path.join(mediaDir, cover.filename!)).size)

  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }
  const backup = await npmRun('backup', [archive], env)
  expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backup written: ${archive}`) })
  expect(backup.output).toMatch(new RegExp(`${Object.keys(media).length} media files`))

  // The wipe: the database dropped and made again empty, the media folder gone.
  await shutdown(payload)
  payload = undefined
  const name = new URL(databaseUrl).pathname.slice(1)
  await onServer(databaseUrl, `DROP DATABASE "${name}" WITH (FORCE)`)
  await onServer(databaseUrl, `CREATE DATABASE "${name}"`)
  fs.rmSync(mediaDir, { recursive: true, force: true })

  const restore = await npmRun('restore', [archive], env)
  expect(restore).toMatchObject({ code: 0, output: expect.stringContaining(`Restored ${archive}`) })
  expect(await fingerprint(databaseUrl)).toEqual(before)
  expect(filesOf(mediaDir)).toEqual(media)
  expect(fs.readFileSync(path.join(mediaDir, cover.filename!)).equals(coverBytes)).toBe(true)

  // The app starts on it: its own start-up, a sign-in with the old password, the post's cover, a new row.
  const started = await new Promise<Run>((resolve) => {
    const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', 'tests/int/support/restoredApp.ts', user.email, password], {
      env: { ...process.env, NODE_OPTIONS: '', ...env, DISABLE_LOGGING: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (data) => (output += data))
    child.stderr.on('data', (data) => (output += data))
    child.on('exit', (code) => resolve({ code, output }))
  })
  expect(started.code).toBe(0)
  const app = JSON.parse(started.output.trim().split('\n').at(-1)!)
  expect(app).toMatchObject({ signedIn: true, articles: ['Worm bins for small flats'], posts: expect.arrayContaining([{ title: 'Compost on a balcony', cover: cover.filename }]) })
  expect(app.newArticleId).toEqual(expect.any(Number))
}, 180_000)

it('refuses to restore over a database that has data, and leaves it as it was', async () => {
  expect(fs.existsSync(archive)).toBe(true)
  const before = await fingerprint(databaseUrl)
  const refused = await npmRun('restore', [archive], { DATABASE_URL: databaseUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backup-other-')) })
  expect(refused.code).toBe(1)
  expect(refused.output).toContain('Restore failed: The database is not empty')
  expect(await fingerprint(databaseUrl)).toEqual(before)
}, 60_000)

it('says what is wrong with a file that is not a whole backup', async () => {
  const cut = path.join(dataDir, 'cut.tar.gz')
  fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, 200))
  const name = `restore_cut_${Date.now().toString(36)}`
  await onServer(databaseUrl, `CREATE DATABASE "${name}"`)
  const target = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString()
  const refused = await npmRun('restore', [cut], { DATABASE_URL: target, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'backup-cut-')) })
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/Restore failed: .*(not a readable backup archive|has no manifest)/)
  expect(await fingerprint(target)).toEqual({})
}, 60_000)
