/**
 * npm run restore -- <archive.tar.gz>: an archive of `npm run backup` into an empty database
 * (DATABASE_URL, or the embedded one of a new DATA_DIR) and media folder. README "Operating it".
 */
import path from 'node:path'

import type { Payload } from 'payload'

import { appDatabaseUrl } from '../src/server/backup/database'
import { restoreBackup } from '../src/server/backup/restore'
import { DATA_DIR, env } from '../src/server/env'

const archive = process.argv[2]
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz>')
  process.exit(2)
}
// Payload must not migrate on connect: the restore migrates in its own order.
process.env.PAYLOAD_MIGRATING = 'true'
try {
  const databaseUrl = await appDatabaseUrl()
  const { migrations } = await import('../migrations')
  // Payload loads once the archive and the target passed their checks (a refusal takes a second,
  // not a start of the app), and without onInit: it would seed an administrator and templates
  // into the database being restored.
  let payload: Promise<Payload> | undefined
  const loadPayload = async () => {
    const [{ default: config }, { getPayload }] = await Promise.all([import('../payload.config'), import('payload')])
    return getPayload({ config, disableOnInit: true })
  }
  const manifest = await restoreBackup({
    archive: path.resolve(archive),
    databaseUrl,
    mediaDir: env().S3_BUCKET ? undefined : path.join(DATA_DIR, 'media'),
    migrations,
    migrate: async (list) => (await (payload ??= loadPayload())).db.migrate({ migrations: list as never }),
    log: (line) => console.log(line),
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(`Restored ${archive} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.files} media files.`)
  process.exit(0)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
