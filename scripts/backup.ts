/**
 * npm run backup [-- <archive.tar.gz>]: the database (one consistent snapshot) and the media
 * folder in one archive, by default backups/seo-writer-<time>.tar.gz. README "Operating it".
 */
import path from 'node:path'

import { defaultArchiveName } from '../src/server/backup/archiveRules'
import { writeBackup } from '../src/server/backup/backup'
import { appDatabaseUrl } from '../src/server/backup/database'
import { DATA_DIR, env } from '../src/server/env'

const output = path.resolve(process.argv[2] ?? path.join('backups', defaultArchiveName(new Date())))
try {
  const manifest = await writeBackup({
    databaseUrl: await appDatabaseUrl(),
    mediaDir: env().S3_BUCKET ? undefined : path.join(DATA_DIR, 'media'),
    output,
    log: (line) => console.log(line),
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const media = manifest.media.storage === 's3' ? 'media are in S3 (back the bucket up with its own tools)' : `${manifest.media.files} media files`
  console.log(`Backup written: ${output} (${manifest.tables.length} tables, ${rows} rows, ${media})`)
  process.exit(0)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
