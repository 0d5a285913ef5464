import type { Payload } from 'payload'

import { bootPayload, shutdown, uniqueEmail } from './support'

let payload: Payload

beforeAll(async () => {
  delete process.env.SMTP_URL
  payload = await bootPayload()
})
afterAll(() => shutdown(payload))

it('without SMTP_URL writes the message to the outbox as logged, links included', async () => {
  const to = uniqueEmail('log')
  await payload.sendEmail({ to, subject: 'Confirm', html: '<a href="http://localhost:3000/verify-email?token=t1">go</a>' })
  const { docs } = await payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true })
  expect(docs[0]).toMatchObject({ status: 'logged', subject: 'Confirm' })
  expect(docs[0]?.html).toContain('/verify-email?token=t1')
})
