import { readinessOf, STALL_MARGIN_MS, STALLED_AFTER_INTERVALS, type ReadinessFacts } from '@/server/ops/readinessRules'

const NOW = 1_800_000_000_000
const facts = (over: Partial<ReadinessFacts> = {}): ReadinessFacts => ({
  databaseUp: true,
  pendingMigrations: [],
  jobsRunner: 'on',
  jobsIntervalSeconds: 60,
  runner: { startedAt: NOW - 5_000, lastPassAt: NOW - 1_000 },
  smtpConfigured: true,
  now: NOW,
  ...over,
})

describe('readiness (GET /api/ready)', () => {
  it('is ready when the database answers, every migration is applied and the runner keeps passing', () => {
    expect(readinessOf(facts())).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok', smtp: 'configured' }, notReady: [] })
  })

  it('names each part that keeps it from being ready', () => {
    expect(readinessOf(facts({ databaseUp: false, pendingMigrations: null })).notReady).toEqual(['database', 'migrations'])
    expect(readinessOf(facts({ pendingMigrations: ['20261127_160000_link_hosts'] }))).toMatchObject({ status: 'not ready', checks: { migrations: 'pending' }, notReady: ['migrations'] })
    expect(readinessOf(facts({ runner: { startedAt: null, lastPassAt: null } }))).toMatchObject({ status: 'not ready', checks: { jobs: 'not running' }, notReady: ['jobs'] })
  })

  it('calls a runner stalled once no pass has begun for three intervals and a margin', () => {
    const limit = STALLED_AFTER_INTERVALS * 60_000 + STALL_MARGIN_MS
    expect(readinessOf(facts({ runner: { startedAt: NOW - 2 * limit, lastPassAt: NOW - limit } })).checks.jobs).toBe('ok')
    expect(readinessOf(facts({ runner: { startedAt: NOW - 2 * limit, lastPassAt: NOW - limit - 1 } })).checks.jobs).toBe('stalled')
    // Just started, no pass yet: given the same time.
    expect(readinessOf(facts({ runner: { startedAt: NOW - 1000, lastPassAt: null } })).checks.jobs).toBe('ok')
  })

  it('is ready without a runner when JOBS_RUNNER=off (a worker runs the jobs), and without SMTP', () => {
    expect(readinessOf(facts({ jobsRunner: 'off', runner: { startedAt: null, lastPassAt: null }, smtpConfigured: false }))).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'off', smtp: 'not configured' },
      notReady: [],
    })
  })
})
