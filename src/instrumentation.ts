/** Runs once when the server process starts; the work is Node-only, so it lives in server/startup. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./server/startup')
  await startServer()
}
