import type { Payload } from 'payload'

import { bootPayload, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

let payload: Payload
let sink: Sink
const contactInbox = uniqueEmail('inbox')

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl, CONTACT_EMAIL: contactInbox })
})

afterAll(async () => {
  await shutdown(payload)
  await sink.stop()
})

async function outboxFor(to: string) {
  const result = await payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true, depth: 0 })
  return result.docs
}

describe('outbox over SMTP', () => {
  it('records a delivered message as sent', async () => {
    const to = uniqueEmail('ok')
    await payload.sendEmail({ to, subject: 'Hello', html: '<p>Hi</p>' })
    await waitForEmail(sink, to, /Hello/)
    expect(await outboxFor(to)).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('keeps a failed message and the retry task delivers it', async () => {
    const to = uniqueEmail('retry')
    sink.failNext(1)
    await expect(payload.sendEmail({ to, subject: 'Retry me', html: '<p>x</p>' })).rejects.toThrow()
    expect(await outboxFor(to)).toMatchObject([{ status: 'failed', attempts: 1 }])
    const { retryFailedEmails } = await import('@/server/email/retry')
    await retryFailedEmails(payload)
    await waitForEmail(sink, to, /Retry me/)
    expect(await outboxFor(to)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }])
  })
})

describe('contact messages', () => {
  it('are stored, then mailed to CONTACT_EMAIL', async () => {
    const { submitContactMessage } = await import('@/server/contact/submit')
    const { id } = await submitContactMessage(payload, { name: 'Vera', email: 'vera@example.com', subject: 'Invoices', message: 'Hello\nthere' })
    const saved = await payload.findByID({ collection: 'contact-messages', id, overrideAccess: true })
    expect(saved).toMatchObject({ name: 'Vera', subject: 'Invoices' })
    const mail = await waitForEmail(sink, contactInbox, /Contact: Invoices/)
    expect(mail.text).toContain('vera@example.com')
  })
})
