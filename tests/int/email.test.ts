import type { Payload } from 'payload'

import { bootPayload, createVerifiedUser, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

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

  it('two retry passes at once send a failed message once (CI run of 2415497: it went out twice)', async () => {
    const to = uniqueEmail('retry-twice')
    sink.failNext(1)
    await expect(payload.sendEmail({ to, subject: 'Only once', html: '<p>x</p>' })).rejects.toThrow()
    const { retryFailedEmails } = await import('@/server/email/retry')
    const passes = await Promise.all([retryFailedEmails(payload), retryFailedEmails(payload)])
    await waitForEmail(sink, to, /Only once/)
    expect(passes.map((p) => p.retried).sort()).toEqual([0, 1])
    expect(sink.messages.filter((m) => m.to[0] === to)).toHaveLength(1)
    expect(await outboxFor(to)).toMatchObject([{ status: 'sent', attempts: 2 }])
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

describe("the admins' addresses", () => {
  it("come oldest first: the legal pages' contact address (the first admin's) stays when another admin is made (it moved to the newest)", async () => {
    const { adminAddresses } = await import('@/server/email/accountEmails')
    const first = await createVerifiedUser(payload, 'first-admin', ['admin', 'user'])
    const later = await createVerifiedUser(payload, 'later-admin', ['admin', 'user'])
    // Dates of their own, older than any other account here: the order cannot hang on a millisecond.
    await payload.db.updateOne({ collection: 'users', id: first.id, data: { createdAt: '2000-01-01T00:00:00.000Z' } })
    await payload.db.updateOne({ collection: 'users', id: later.id, data: { createdAt: '2000-01-02T00:00:00.000Z' } })
    expect((await adminAddresses(payload)).slice(0, 2)).toEqual([first.email, later.email])
  })
})
