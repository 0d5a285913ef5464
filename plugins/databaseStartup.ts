import type { DatabaseAdapterObj } from 'payload'

// The shape `payload migrate:create` writes into migrations/index.ts.
type Migrations = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }[]

import { ensureEmbeddedPostgres } from '../src/server/db/embedded'


/**
 * Wraps the Postgres adapter so that (1) the embedded PostgreSQL starts when Payload first
 * connects, if no DATABASE_URL was given, and (2) pending committed migrations are applied at
 * startup in every environment (never a schema push).
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
        if (options.embeddedPort) await ensureEmbeddedPostgres(options.embeddedPort)
        await connect?.call(instance, connectOptions)
        if (process.env.PAYLOAD_MIGRATING !== 'true' && options.migrations?.length) {
          await instance.migrate({ migrations: options.migrations as never })
        }
      }
      return instance
    },
  }
}
