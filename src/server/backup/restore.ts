import 'server-only'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import * as tar from 'tar'

import { parseManifest, quoteIdent, restorePlan, type BackupManifest } from './archiveRules'
import { connect, tablesOf } from './database'

type Migration = { name: string }

export type RestoreOptions = {
  archive: string
  databaseUrl: string
  /** Where the media files go (DATA_DIR/media); undefined when media live in S3. */
  mediaDir: string | undefined
  /** This build's migrations, in order. */
  migrations: Migration[]
  /** Applies the given migrations to the database (Payload's migrate, in scripts/restore.ts). */
  migrate: (migrations: Migration[]) => Promise<void>
  log?: (line: string) => void
}

/**
 * Restores an archive of writeBackup into an empty database: migrates it to the archive's schema,
 * loads every table in one transaction (foreign keys set aside meanwhile and checked again at the
 * end, sequences moved past the highest id), runs this build's newer migrations, then puts the
 * media files back. A load that fails is rolled back whole: the database then holds the schema and
 * no data, and the error says to start again from a new one.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {})
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-restore-'))
  let client: pg.Client | undefined
  try {
    if (!fs.existsSync(options.archive)) throw new Error(`There is no file ${options.archive}.`)
    await tar.x({ file: options.archive, cwd: work, strict: true }).catch((error: Error) => {
      throw new Error(`${options.archive} is not a readable backup archive (${error.message}).`)
    })
    const manifestFile = path.join(work, 'manifest.json')
    if (!fs.existsSync(manifestFile)) throw new Error(`${options.archive} has no manifest.json: this is not a backup written by \`npm run backup\`.`)
    const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'))
    for (const table of manifest.tables) {
      if (!fs.existsSync(path.join(work, 'db', `${table.name}.copy`))) throw new Error(`The archive is damaged: db/${table.name}.copy is missing.`)
    }
    const byName = new Map(options.migrations.map((migration) => [migration.name, migration]))
    const plan = restorePlan(manifest.migrations, options.migrations.map((migration) => migration.name))

    client = await connect(options.databaseUrl)
    const existing = await tablesOf(client)
    if (existing.length) {
      throw new Error(`The database is not empty (it has ${existing.length} tables, e.g. ${existing.slice(0, 3).map((t) => t.name).join(', ')}): restore into a new, empty database, so nothing there is overwritten.`)
    }
    if (options.mediaDir && fs.existsSync(options.mediaDir) && fs.readdirSync(options.mediaDir).length) {
      throw new Error(`The media folder ${options.mediaDir} is not empty: restore into a new DATA_DIR (or move that folder away) so no file is overwritten.`)
    }

    log(`Migrating the empty database to the backup's schema (${plan.before.length} migrations)`)
    await options.migrate(plan.before.map((name) => byName.get(name)!))
    await load(client, work, manifest, log).catch((error: Error) => {
      throw new Error(`${error.message} Nothing was loaded; the database now holds the empty schema: drop it and create it again before another try.`)
    })
    if (plan.after.length) {
      log(`Bringing the data up to this version (${plan.after.length} newer migrations)`)
      await options.migrate(options.migrations)
    }
    if (options.mediaDir && manifest.media.files) {
      fs.mkdirSync(path.dirname(options.mediaDir), { recursive: true })
      fs.cpSync(path.join(work, 'media'), options.mediaDir, { recursive: true, errorOnExist: true, force: false })
      log(`  media: ${manifest.media.files} files`)
    }
    return manifest
  } finally {
    await client?.end().catch(() => {})
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** Every table's rows in one transaction; the migrations' own rows (seeds, their journal) replaced by the archive's. */
async function load(client: pg.Client, work: string, manifest: BackupManifest, log: (line: string) => void) {
  await client.query('BEGIN')
  try {
    // Foreign keys cannot be deferred (Payload makes them NOT DEFERRABLE) and the tables refer to
    // each other in cycles: they are dropped for the load and added again, which checks every row.
    const { rows: keys } = await client.query<{ tbl: string; name: string; definition: string }>(`
      SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`)
    for (const key of keys) await client.query(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${quoteIdent(key.name)}`)
    await client.query(`TRUNCATE ${manifest.tables.map((table) => quoteIdent(table.name)).join(', ')}`)
    for (const table of manifest.tables) {
      const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`))
      await pipeline(fs.createReadStream(path.join(work, 'db', `${table.name}.copy`)), copy)
      if (copy.rowCount !== table.rows) throw new Error(`The archive is damaged: ${table.name} has ${copy.rowCount} rows, its manifest says ${table.rows}.`)
      log(`  ${table.name}: ${copy.rowCount} rows`)
    }
    for (const key of keys) await client.query(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`)
    // Serial ids go on after the highest restored one.
    const { rows: serials } = await client.query<{ tbl: string; col: string; seq: string }>(`
      SELECT format('%I', c.relname) AS tbl, format('%I', a.attname) AS col, pg_get_serial_sequence(format('%I', c.relname), a.attname) AS seq
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE c.relkind = 'r' AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`)
    for (const serial of serials) {
      await client.query(`SELECT setval($1, COALESCE((SELECT max(${serial.col}) FROM ${serial.tbl}), 0) + 1, false)`, [serial.seq])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}
