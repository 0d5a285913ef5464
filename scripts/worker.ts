/**
 * A process that runs only the background jobs (e-mail retries and campaigns, publishing retries),
 * for deployments whose web instances set JOBS_RUNNER=off. Needs DATABASE_URL (the embedded
 * PostgreSQL belongs to one web process). Run: npm run worker
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { startJobRunners } from '../src/server/jobs/runner'

const payload = await getPayload({ config })
const runners = startJobRunners(payload)
payload.logger.info('worker: running the email and publish queues every minute')

// `payload run` exits once this module has loaded: it never finishes loading, until asked to stop.
await new Promise<void>((resolve) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => resolve())
})
for (const runner of runners) runner.stop()
payload.logger.info('worker: stopping')
process.exit(0)
