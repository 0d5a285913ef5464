import { BACKUP_FORMAT, BACKUP_VERSION, defaultArchiveName, parseManifest, quoteIdent, restorePlan } from '@/server/backup/archiveRules'

const BUILD = ['20261122_initial', '20261123_articles', '20261125_blog']

describe('the order of a restore', () => {
  it('migrates to the backup’s schema, loads, then runs this build’s newer migrations', () => {
    expect(restorePlan(BUILD, BUILD)).toEqual({ before: BUILD, after: [] })
    expect(restorePlan(BUILD.slice(0, 1), BUILD)).toEqual({ before: ['20261122_initial'], after: ['20261123_articles', '20261125_blog'] })
  })

  it('refuses a backup from a newer build, and one from another line of migrations', () => {
    expect(() => restorePlan([...BUILD, '20261201_bulk'], BUILD)).toThrow(/newer version of the app .*20261201_bulk/)
    expect(() => restorePlan(['20261123_articles'], BUILD)).toThrow(/not the first ones of this build/)
  })
})

describe('the manifest', () => {
  const good = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-11-27T22:40:05.000Z',
    postgres: '17.6',
    migrations: BUILD,
    tables: [{ name: 'users', columns: ['id', 'email'], rows: 2 }],
    skipped: ['rate_limits'],
    media: { storage: 'local', files: 1, bytes: 100 },
  }

  it('reads a good one, and says what is wrong with any other', () => {
    expect(parseManifest(JSON.stringify(good))).toEqual(good)
    expect(() => parseManifest('{not json')).toThrow(/not JSON/)
    expect(() => parseManifest(JSON.stringify({ format: 'something-else' }))).toThrow(/not the manifest of a backup/)
    expect(() => parseManifest(JSON.stringify({ ...good, version: 2 }))).toThrow(/format version 2; this build reads version 1/)
    expect(() => parseManifest(JSON.stringify({ ...good, tables: [{ name: 'users; DROP TABLE x', columns: ['id'], rows: 1 }] }))).toThrow(/damaged: tables\.0\.name/)
  })
})

it('names archives by time, without characters a shell or Windows minds', () => {
  expect(defaultArchiveName(new Date('2026-11-27T22:40:05.123Z'))).toBe('seo-writer-2026-11-27T22-40-05Z.tar.gz')
  expect(quoteIdent('odd"name')).toBe('"odd""name"')
})
