import 'server-only'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { to as copyTo } from 'pg-copy-streams'
import * as tar from 'tar'

import { BACKUP_FORMAT, BACKUP_VERSION, quoteIdent, type BackupManifest } from './archiveRules'
import { connect, tablesOf } from './database'

export type BackupOptions = {
  databaseUrl: string
  /** The local media folder (DATA_DIR/media); undefined when media live in S3. */
  mediaDir: string | undefined
  output: string
  log?: (line: string) => void
}

/**
 * Writes one archive: every table of the database as one consistent snapshot (a single REPEATABLE
 * READ transaction, so rows written meanwhile are all in or all out), then the media folder.
 *
 * Why not pg_dump: the embedded PostgreSQL package ships no pg_dump, and Debian's client is older
 * than the server (pg_dump refuses a newer server). The schema comes from the app's migrations
 * instead, which the manifest names; restore.ts migrates an empty database to them and loads the rows.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {})
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-backup-'))
  const client = await connect(options.databaseUrl)
  try {
    fs.mkdirSync(path.join(work, 'db'))
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const postgres = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version
    const found = await tablesOf(client)
    if (!found.some((table) => table.name === 'payload_migrations')) throw new Error('This database has none of the app’s tables yet (it was never started or migrated): there is nothing to back up.')
    const migrations = (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => row.name)
    const tables: BackupManifest['tables'] = []
    const skipped: string[] = []
    for (const table of found) {
      if (table.transient) {
        skipped.push(table.name)
        continue
      }
      const copy = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) TO STDOUT`))
      await pipeline(copy, fs.createWriteStream(path.join(work, 'db', `${table.name}.copy`)))
      tables.push({ name: table.name, columns: table.columns, rows: copy.rowCount })
      log(`  ${table.name}: ${copy.rowCount} rows`)
    }
    await client.query('COMMIT')

    const media = options.mediaDir ? mediaSummary(options.mediaDir) : { files: 0, bytes: 0 }
    if (options.mediaDir && media.files) fs.symlinkSync(path.resolve(options.mediaDir), path.join(work, 'media'))
    else fs.mkdirSync(path.join(work, 'media'))
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      postgres,
      migrations,
      tables,
      skipped,
      media: { storage: options.mediaDir ? 'local' : 's3', ...media },
    }
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    fs.mkdirSync(path.dirname(path.resolve(options.output)), { recursive: true })
    // Written beside the target, then renamed: a backup cut short never looks like a whole one.
    const partial = `${options.output}.partial`
    await tar.c({ gzip: true, file: partial, cwd: work, follow: true, portable: true }, ['manifest.json', 'db', 'media'])
    fs.renameSync(partial, options.output)
    log(`  media: ${media.files} files, ${media.bytes} bytes`)
    return manifest
  } finally {
    await client.end().catch(() => {})
    fs.rmSync(work, { recursive: true, force: true })
  }
}

function mediaSummary(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  if (!fs.existsSync(dir)) return { files, bytes }
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}
