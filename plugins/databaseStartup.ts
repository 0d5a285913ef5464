import type { DatabaseAdapterObj } from 'payload'

// The shape `payload migrate:create` writes into migrations/index.ts.
type Migrations = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }[]

import { EmbeddedPostgresError, ensureEmbeddedPostgres } from '../src/server/db/embedded'
import { DATA_DIR } from '../src/server/env'

/**
 * Wraps the Postgres adapter so that (1) the embedded PostgreSQL starts when Payload first
 * connects, if no DATABASE_URL was given — its port is known only then, so the connection string
 * is set here — and (2) pending committed migrations are applied at startup in every environment
 * (never a schema push).
 *
 * When the embedded server cannot start, the process prints one line
 * (`Embedded PostgreSQL could not start: <cause>. <fix>`) and exits with status 1: `next dev`,
 * `next start`, `payload migrate` and the build stop instead of waiting for a database.
 */
export function withStartup(
  adapter: DatabaseAdapterObj,
  options: { embeddedPort?: number; migrations: Migrations },
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connect = instance.connect
      instance.connect = async (connectOptions) => {
        if (options.embeddedPort) {
          const pooled = instance as unknown as { poolOptions?: Record<string, unknown> }
          try {
            const server = await ensureEmbeddedPostgres({ dataDir: DATA_DIR, port: options.embeddedPort })
            pooled.poolOptions = { ...pooled.poolOptions, connectionString: server.url() }
          } catch (error) {
            if (!(error instanceof EmbeddedPostgresError)) throw error
            console.error(error.message)
            process.exit(1)
          }
        }
        await connect?.call(instance, connectOptions)
        if (process.env.PAYLOAD_MIGRATING !== 'true' && options.migrations?.length) {
          await instance.migrate({ migrations: options.migrations as never })
        }
      }
      return instance
    },
  }
}
