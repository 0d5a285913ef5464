/**
 * A request the caller got wrong is logged as one info line, not as an error with its stack: the
 * fuzz's 80,000 bad requests wrote 32,000 ERROR entries (48 MB), and any client could do the same
 * to a production log. Errors of the server itself stay errors.
 */
import { jest } from '@jest/globals'
import type { Payload } from 'payload'

import { AppError } from '@/server/errors'
import { makeHandlers, sessionToken, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let api: Handlers
let token: string

beforeAll(async () => {
  payload = await bootPayload()
  api = await makeHandlers(payload.config)
  token = await sessionToken(payload, (await createVerifiedUser(payload, 'logs')).id)
})
afterAll(() => shutdown(payload))

it('bad requests to REST, our endpoints and sign-in are info lines with their message', async () => {
  const errors = jest.spyOn(payload.logger, 'error')
  const infos = jest.spyOn(payload.logger, 'info')
  try {
    const answers = [
      await api.rest('GET', '/api/articles?limit=abc', { token }),
      await api.rest('POST', '/api/articles', { token, body: '[1,2]' }),
      await api.rest('POST', '/api/account/login', { body: JSON.stringify({ email: 'not-an-address', password: 'x' }) }),
      await api.rest('GET', '/api/articles/1'),
      await api.rest('POST', '/api/users/login', { body: JSON.stringify({ email: 'nobody-logs@example.com', password: 'wrong-password' }) }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 403, 401])
    expect(errors).not.toHaveBeenCalled()
    const messages = infos.mock.calls.map(([line]) => (line as { msg?: string }).msg)
    expect(messages).toEqual(expect.arrayContaining(['"limit" must be a whole number.', 'The request body must be a JSON object.']))
  } finally {
    errors.mockRestore()
    infos.mockRestore()
  }
})

it('a refusal of a collection hook is a client error too (an oversized article, a password changed over REST)', async () => {
  const errors = jest.spyOn(payload.logger, 'error')
  const infos = jest.spyOn(payload.logger, 'info')
  try {
    const me = (await api.rest('GET', '/api/users/me', { token })).json as { user: { id: number } }
    const article = await payload.create({ collection: 'articles', data: { user: me.user.id, title: 'Logs', status: 'ready', content: '<p>x</p>' }, overrideAccess: true })
    const answers = [
      await api.rest('PATCH', `/api/articles/${article.id}`, { token, body: JSON.stringify({ content: `<p>${'x'.repeat(250_000)}</p>` }) }),
      await api.rest('PATCH', `/api/users/${me.user.id}`, { token, body: JSON.stringify({ password: 'another-secret' }) }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 403])
    // The field and message stay in the answer, as the admin panel shows them.
    expect(JSON.stringify(answers[0]!.json)).toContain('content')
    expect(errors).not.toHaveBeenCalled()
    const messages = infos.mock.calls.map(([line]) => (line as { msg?: string }).msg)
    expect(messages).toEqual(expect.arrayContaining(['Changing your password needs your current password: use Settings.']))
  } finally {
    errors.mockRestore()
    infos.mockRestore()
  }
})

it('an error of the server keeps its level: only 4xx are client errors', () => {
  expect(new AppError('VALIDATION_ERROR', 'x').name).toBe('ClientError')
  expect(new AppError('INTERNAL_ERROR', 'x').name).toBe('AppError')
  expect(payload.config.loggingLevels).toMatchObject({ ClientError: 'info' })
  expect(payload.config.loggingLevels.APIError ?? 'error').toBe('error')
})
