import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureEmbeddedPostgres } from '../../src/server/db/embedded'
import { freePort } from '../support/ports'

/**
 * One real PostgreSQL for the whole integration run, in a fresh temporary folder (mode 0700), started
 * by the product's own start-up code (as root it runs PostgreSQL as the postgres user from a place
 * that user can reach); stop() in globalTeardown deletes it.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-int-'))
  const server = await ensureEmbeddedPostgres({ dataDir: dir, port: await freePort(), temporary: true, log: () => {} })
  process.env.DATABASE_URL = server.url(`int_${Date.now()}`)
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.SERVER_URL = 'http://localhost:3000'
  ;(globalThis as Record<string, unknown>).__INT_PG__ = { server, dir }
}
