/**
 * Runs once when the server process starts: connects Payload (starting the embedded PostgreSQL
 * and applying pending migrations), creates the first admin, and starts the job cron (e-mail
 * retries). A configuration error stops the process with a one-line reason.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { ConfigError, env } = await import('./server/env')
  try {
    env()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Refusing to start: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config, cron: true })
}
