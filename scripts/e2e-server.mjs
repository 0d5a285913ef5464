// Starts the production build for the end-to-end suite: a fresh embedded PostgreSQL in a
// temporary folder, SMTP pointed at the test sink, and a known admin account.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-e2e-'))
fs.chmodSync(dataDir, 0o755) // initdb runs as the postgres user when we are root

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: '3100',
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: '54410',
  SERVER_URL: 'http://localhost:3100',
  PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
  ADMIN_EMAIL: 'admin-e2e@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  EMAIL_FROM: 'SEO Writer <no-reply@example.com>',
}
delete env.DATABASE_URL
delete env.CONTACT_EMAIL

const server = spawn('npx', ['next', 'start', '-p', '3100'], { env, stdio: 'inherit' })
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
