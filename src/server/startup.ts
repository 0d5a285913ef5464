import 'server-only'

import { ConfigError, env } from './env'
import { keepVaryHeaders } from './http/vary'

/**
 * Node-only start-up (called from instrumentation): connects Payload — starting the embedded
 * PostgreSQL and applying pending migrations — creates the first admin, follows changes of the
 * public pages made by any instance (src/server/blog/pageChanges.ts), and starts the job
 * runners (e-mail retries and campaigns, publishing retries; src/server/jobs/runner.ts) unless JOBS_RUNNER=off. A configuration error stops the process with a one-line reason.
 */
export async function startServer(): Promise<void> {
  try {
    env()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Refusing to start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  keepVaryHeaders()
  const { holdAdminNotice } = await import('./bootstrap')
  const releaseAdminNotice = holdAdminNotice()
  try {
    const [{ getPayload }, { default: config }, { startJobRunners }, { followPageChanges }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
      import('./jobs/runner'),
      import('./blog/pageChanges'),
    ])
    const payload = await getPayload({ config })
    await followPageChanges(payload)
    if (env().JOBS_RUNNER === 'on') startJobRunners(payload)
  } finally {
    // A generated admin password comes last, after the migrations and start-up lines.
    releaseAdminNotice()
  }
}
