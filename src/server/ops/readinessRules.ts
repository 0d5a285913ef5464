export type ReadinessCheck = 'database' | 'migrations' | 'jobs'

/** What /api/ready answers: no secrets, no versions, only whether each part can serve. */
export type Readiness = {
  status: 'ready' | 'not ready'
  checks: {
    database: 'ok' | 'unreachable'
    migrations: 'ok' | 'pending' | 'unknown'
    jobs: 'ok' | 'off' | 'not running' | 'stalled'
    /** Not a condition of readiness: without SMTP_URL e-mails are printed to the log. */
    smtp: 'configured' | 'not configured'
  }
  /** The checks that keep the instance from being ready. */
  notReady: ReadinessCheck[]
}

export type ReadinessFacts = {
  databaseUp: boolean
  /** Migrations of this build not applied; null when they could not be read. */
  pendingMigrations: string[] | null
  jobsRunner: 'on' | 'off'
  jobsIntervalSeconds: number
  /** When this process's runners started, and when one last began a pass (null: never). */
  runner: { startedAt: number | null; lastPassAt: number | null }
  smtpConfigured: boolean
  now: number
}

/** A runner that has not begun a pass for this many intervals (plus a margin) is stalled. */
export const STALLED_AFTER_INTERVALS = 3
export const STALL_MARGIN_MS = 10_000

export function readinessOf(facts: ReadinessFacts): Readiness {
  let jobs: Readiness['checks']['jobs'] = 'off'
  if (facts.jobsRunner === 'on') {
    const { startedAt, lastPassAt } = facts.runner
    const limit = STALLED_AFTER_INTERVALS * facts.jobsIntervalSeconds * 1000 + STALL_MARGIN_MS
    if (startedAt === null) jobs = 'not running'
    else jobs = facts.now - Math.max(startedAt, lastPassAt ?? 0) > limit ? 'stalled' : 'ok'
  }
  const checks: Readiness['checks'] = {
    database: facts.databaseUp ? 'ok' : 'unreachable',
    migrations: facts.pendingMigrations === null ? 'unknown' : facts.pendingMigrations.length ? 'pending' : 'ok',
    jobs,
    smtp: facts.smtpConfigured ? 'configured' : 'not configured',
  }
  const notReady: ReadinessCheck[] = []
  if (checks.database !== 'ok') notReady.push('database')
  if (checks.migrations !== 'ok') notReady.push('migrations')
  if (checks.jobs === 'not running' || checks.jobs === 'stalled') notReady.push('jobs')
  return { status: notReady.length ? 'not ready' : 'ready', checks, notReady }
}
