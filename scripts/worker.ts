/**
 * A process that runs only the background jobs (e-mail retries and campaigns, publishing retries),
 * for deployments whose web instances set JOBS_RUNNER=off. Needs DATABASE_URL (the embedded
 * PostgreSQL belongs to one web process). Run: npm run worker
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { startJobRunners } from '../src/server/jobs/runner'

const payload = await getPayload({ config })
startJobRunners(payload)
payload.logger.info('worker: running the email and publish queues every minute')
