import { spawn } from 'node:child_process'

import { expect, test } from '@playwright/test'

test('production refuses to start without PAYLOAD_SECRET, with a one-line reason', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '3199' }
  delete env.PAYLOAD_SECRET
  const child = spawn('npx', ['next', 'start', '-p', '3199'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 30_000)
    child.on('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  expect(code).toBe(1)
  expect(output).toContain('Refusing to start: PAYLOAD_SECRET is required in production: set it to a long random string.')
})

test('npm start refuses a page-copy setting that is not a number in range, naming it', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: 'startup-secret-0123456789abcdef', SERVER_URL: 'http://localhost:3198', PAGE_COPY_MAX_AGE_MINUTES: 'ten' }
  const child = spawn('node', ['server.mjs', '-p', '3198'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  expect(code).toBe(1)
  expect(output.trim()).toBe('Refusing to start: PAGE_COPY_MAX_AGE_MINUTES must be a number from 0 to 1440, not "ten"')
})
