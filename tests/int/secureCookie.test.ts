import type { Payload } from 'payload'

import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload({ SERVER_URL: 'https://writer.example.com' })
})

afterAll(() => shutdown(payload))

it('marks the session cookie Secure (and HttpOnly, SameSite=Lax) when SERVER_URL is https', async () => {
  const user = await createVerifiedUser(payload, 'secure')
  const routes = await import('@payloadcms/next/routes')
  const response = await routes.REST_POST(payload.config)(
    new Request('https://writer.example.com/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'secret1' }),
    }),
    { params: Promise.resolve({ slug: ['account', 'login'] }) },
  )
  expect(response.status).toBe(200)
  const cookie = response.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/;\s*HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
})
