import { z } from 'zod'

/**
 * What a backup archive holds (README "Operating it"): manifest.json, one file per table in
 * PostgreSQL's COPY text format (db/<table>.copy) and the media folder (media/). The rules here are
 * pure: reading the manifest, and the order in which a restore migrates, loads and migrates again.
 */
export const BACKUP_FORMAT = 'seo-writer-backup'
export const BACKUP_VERSION = 1

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  postgres: z.string(),
  /** The migrations applied to the database when it was copied, in the order they ran. */
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), columns: z.array(z.string()).min(1), rows: z.number().int().min(0) })),
  /** Transient tables (rate limits, generation slots) are not copied: empty after a restore. */
  skipped: z.array(z.string()),
  media: z.object({ storage: z.enum(['local', 's3']), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
})

export type BackupManifest = z.infer<typeof manifestSchema>

/** The manifest of an archive, or an error that says what is wrong with it. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('manifest.json is not JSON: this is not a backup written by `npm run backup`.')
  }
  const result = manifestSchema.safeParse(json)
  if (result.success) return result.data
  const format = (json as { format?: unknown })?.format
  if (format !== BACKUP_FORMAT) throw new Error('manifest.json is not the manifest of a backup written by `npm run backup`.')
  const version = (json as { version?: unknown })?.version
  if (version !== BACKUP_VERSION) throw new Error(`This backup has format version ${String(version)}; this build reads version ${BACKUP_VERSION}.`)
  throw new Error(`manifest.json is damaged: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
}

export type RestorePlan = {
  /** Migrated into the empty database first: the schema the data was copied from. */
  before: string[]
  /** Run after loading: this build's newer migrations, which bring the old data up to date. */
  after: string[]
}

/**
 * The migrations to run before and after loading an archive. The archive's must be the first ones
 * of this build, in order: a backup from a newer build (migrations this one lacks), or from another
 * line of migrations, cannot be loaded into this build's schema.
 */
export function restorePlan(archiveMigrations: string[], buildMigrations: string[]): RestorePlan {
  const unknown = archiveMigrations.filter((name) => !buildMigrations.includes(name))
  if (unknown.length) {
    throw new Error(`This backup was made by a newer version of the app (its database has the migrations ${unknown.join(', ')}, which this build does not know): restore it with that version or a later one.`)
  }
  const prefix = buildMigrations.slice(0, archiveMigrations.length)
  if (prefix.some((name, i) => name !== archiveMigrations[i])) {
    throw new Error("This backup's migrations are not the first ones of this build in order: it comes from another line of the app and cannot be restored here.")
  }
  return { before: prefix, after: buildMigrations.slice(archiveMigrations.length) }
}

/** backups/seo-writer-2026-11-27T22-40-05Z.tar.gz: sorts by time, no characters a shell or Windows minds. */
export function defaultArchiveName(now: Date): string {
  return `seo-writer-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar.gz`
}

/** Identifiers quoted for SQL (table and column names come from the catalogue or a checked manifest). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}
