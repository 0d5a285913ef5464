import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** `headers`: the message's headers of interest to tests (List-Unsubscribe…), by lower-case name. */
export type CapturedEmail = { to: string[]; from: string; subject: string; html: string; text: string; headers: Record<string, string>; receivedAt: string }

const KEPT_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post', 'x-email-type']

/**
 * A real SMTP server on 127.0.0.1 (npm smtp-server) that keeps every message it receives,
 * plus a tiny HTTP API (GET /messages, DELETE /messages) so tests in other processes can read them.
 * `failNext(n)` makes the next n deliveries fail with a 451, to test retries.
 */
export async function startSmtpSink(options: { smtpPort?: number; httpPort?: number } = {}) {
  const messages: CapturedEmail[] = []
  let failures = 0
  /** Runs on each message before the sink accepts it: the earliest moment a reader could act on it. */
  let beforeAccept: ((mail: CapturedEmail) => Promise<void>) | undefined
  const smtp = new SMTPServer({
    authOptional: true,
    // close() waits this long for the app's pooled connection to leave (30 s by default: half a
    // minute at the end of every test file that used the sink).
    closeTimeout: 100,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures--
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('Temporary failure, try later'), { responseCode: 451 })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''))
          const captured: CapturedEmail = {
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            // The raw lines: mailparser turns some headers (List-*) into objects.
            headers: Object.fromEntries(mail.headerLines.filter((h) => KEPT_HEADERS.includes(h.key)).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim()])),
            receivedAt: new Date().toISOString(),
          }
          messages.push(captured)
          return beforeAccept?.(captured)
        })
        .then(() => callback())
        .catch((error: Error) => callback(error))
    },
  })
  // A client that dies mid-conversation (an instance the e2e kills while it sends) resets its
  // connection; smtp-server reports that as an 'error' event, which without a listener ended the
  // sink's process, and every later spec lost its mail (CI of 3229d22).
  smtp.on('error', () => {})
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase()
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages))
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0
      res.end('{}')
    } else if (url.pathname === '/fail' && req.method === 'POST') {
      failures = Number(url.searchParams.get('count') ?? 1)
      res.end('{}')
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => api.listen(options.httpPort ?? 0, '127.0.0.1', resolve))
  const httpPort = (api.address() as AddressInfo).port

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl: `http://127.0.0.1:${httpPort}`,
    messages,
    failNext(count: number) {
      failures = count
    },
    onMessageBeforeAccept(handler: ((mail: CapturedEmail) => Promise<void>) | undefined) {
      beforeAccept = handler
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => {
        api.close(() => resolve())
        api.closeAllConnections()
      })
    },
  }
}

// Run standalone (Playwright starts it as a web server): SMTP_SINK_PORT, SMTP_SINK_HTTP_PORT.
if (process.argv[1] && /smtpSink\.[tj]s$/.test(process.argv[1])) {
  const sink = await startSmtpSink({
    smtpPort: Number(process.env.SMTP_SINK_PORT ?? 2525),
    httpPort: Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526),
  })
  console.log(`SMTP sink on ${sink.smtpUrl}, messages at ${sink.apiUrl}/messages`)
}

