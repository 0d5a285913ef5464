import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { ensureEmbeddedPostgres } from '../../src/server/db/embedded'
import { freePort } from '../support/ports'

/**
 * One real PostgreSQL for the whole integration run, in a fresh temporary folder (mode 0700), started
 * by the product's own start-up code (as root it runs PostgreSQL as the postgres user from a place
 * that user can reach); stop() in globalTeardown deletes it. The committed migrations are applied
 * once, to a template database: every test file gets its own copy of it (tests/int/support.ts
 * bootPayload, CREATE DATABASE … TEMPLATE, milliseconds), so files run in parallel workers and
 * none sees another's rows.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-int-'))
  const server = await ensureEmbeddedPostgres({ dataDir: dir, port: await freePort(), temporary: true, log: () => {} })
  const template = `int_template_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: server.url('postgres') })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${template}"`)
  // A throwaway cluster: no commit waits for the disk (each would cost an fsync on a shared disk).
  for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']) await admin.query(`ALTER SYSTEM SET ${setting}`)
  await admin.query('SELECT pg_reload_conf()')
  await admin.end()
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.SERVER_URL = 'http://localhost:3000'
  const migrated = spawnSync(process.execPath, ['--import', './scripts/node/outside-next.mjs', 'node_modules/payload/bin.js', 'migrate'], {
    env: { ...process.env, DATABASE_URL: server.url(template), DATA_DIR: dir, NODE_OPTIONS: '' },
    encoding: 'utf8',
  })
  if (migrated.status !== 0) throw new Error(`migrating the template database failed: ${migrated.stdout}${migrated.stderr}`)
  process.env.DATABASE_URL = server.url(template)
  process.env.INT_TEMPLATE_DATABASE = template
  process.env.DATA_DIR = dir
  ;(globalThis as Record<string, unknown>).__INT_PG__ = { server, dir }
}
