/**
 * The SMTP sink of the tests (tests/fakes/smtpSink.ts), run as the e2e runs it (a process of its
 * own), outlives a client that dies in the middle of a conversation: the e2e kills an instance while
 * it sends a campaign, and the sink serves every spec after that one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import nodemailer from 'nodemailer'

import { freePort } from '@/server/net/ports.mjs'

import { listProcesses } from '../support/processes'

let sink: ChildProcess
let smtpPort: number
let apiUrl: string

beforeAll(async () => {
  smtpPort = await freePort()
  const httpPort = await freePort()
  apiUrl = `http://127.0.0.1:${httpPort}`
  // A process group of its own: npx runs tsx, which runs the sink; stopping npx alone left the sink running.
  sink = spawn('npx', ['tsx', 'tests/fakes/smtpSink.ts'], { env: { ...process.env, NODE_OPTIONS: '', SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(httpPort) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  await new Promise<void>((resolve, reject) => {
    sink.stdout!.on('data', (data: Buffer) => data.toString().includes('SMTP sink on') && resolve())
    sink.on('exit', (code) => reject(new Error(`the sink exited (${code})`)))
  })
}, 60_000)
afterAll(() => stopSink())

/** Stops the sink's whole process group (npx, tsx and the sink). */
function stopSink() {
  try {
    process.kill(-sink.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}

/** The processes that run the sink on this test's port. */
const sinkProcesses = () => listProcesses().filter((running) => running.environment.includes(`SMTP_SINK_PORT=${smtpPort}`))

/** Opens an SMTP conversation and ends it with a TCP reset, as a process killed mid-send does. */
async function resetMidConversation() {
  const socket = net.connect(smtpPort, '127.0.0.1')
  socket.on('error', () => {}) // a sink that died refuses: the test's check says so
  // The next reply, or the end of the connection (a sink that died answers nothing).
  const reply = () => new Promise<void>((resolve) => (socket.once('data', () => resolve()), socket.once('close', () => resolve())))
  await reply() // the greeting
  socket.write('EHLO killed-instance\r\n')
  await reply()
  socket.write('MAIL FROM:<app@example.com>\r\nRCPT TO:<someone@example.com>\r\nDATA\r\nSubject: cut\r\n\r\nhalf a mess')
  await new Promise((resolve) => setTimeout(resolve, 50))
  socket.resetAndDestroy()
  await new Promise((resolve) => setTimeout(resolve, 200))
}

it('a connection reset mid-conversation leaves the sink receiving and answering', async () => {
  for (let i = 0; i < 3; i++) {
    await resetMidConversation()
    expect(sink.exitCode).toBeNull()
  }
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true })
  await transport.sendMail({ from: 'app@example.com', to: 'reader@example.com', subject: 'After the reset', text: 'Still here.' })
  const listed = (await (await fetch(`${apiUrl}/messages?to=reader@example.com`)).json()) as { subject: string }[]
  expect(listed.map((mail) => mail.subject)).toEqual(['After the reset'])
})

it('stopping the sink leaves none of its processes running (each integration run used to leave one behind)', async () => {
  expect(sinkProcesses().length).toBeGreaterThan(0)
  stopSink()
  for (let i = 0; i < 50 && sinkProcesses().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(sinkProcesses()).toEqual([])
})
