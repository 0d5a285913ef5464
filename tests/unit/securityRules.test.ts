import type { SanitizedConfig } from 'payload'
import { APIError, ErrorDeletingFile, Forbidden, ValidationError } from 'payload'

import { recordUnknownAddressFailure, unknownAddressLocked } from '@/server/account/loginGuard'
import { isDatabaseUnavailableError, whenDatabaseAnswers } from '@/server/db/availability'
import { AppError } from '@/server/errors'
import { toAppError } from '@/server/http/errorMapping'
import { withQueryGuard } from '../../plugins/queryGuard'

describe('toAppError', () => {
  it('keeps an AppError and maps Payload errors to our codes', () => {
    expect(toAppError(new AppError('QUOTA_EXCEEDED', 'x')).code).toBe('QUOTA_EXCEEDED')
    expect(toAppError(new Forbidden()).code).toBe('FORBIDDEN')
    expect(toAppError(new ValidationError({ errors: [{ path: 'email', message: 'bad' }] }))).toMatchObject({ code: 'VALIDATION_ERROR', message: 'bad' })
    expect(toAppError(new APIError('Use Settings.', 403, undefined, true))).toMatchObject({ code: 'FORBIDDEN', message: 'Use Settings.' })
  })

  it('takes a malformed value for the caller’s 400 and an unreachable database for a 503; the rest stays a 500', () => {
    const pg = Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code: '22P02' })
    expect(toAppError(Object.assign(new Error('Failed query'), { cause: pg })).code).toBe('VALIDATION_ERROR')
    expect(toAppError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })).code).toBe('DATABASE_UNAVAILABLE')
    expect(toAppError(new Error('cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')).code).toBe('DATABASE_UNAVAILABLE')
    expect(toAppError(new TypeError('undefined is not a function')).code).toBe('INTERNAL_ERROR')
  })

  it('maps what the fuzz found as 500s: broken constraints, unsupported queries, an upload replaced twice at once', () => {
    const constraint = (code: string) => toAppError(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('violates'), { code }) }))
    expect(constraint('23502')).toMatchObject({ code: 'VALIDATION_ERROR', message: 'A required value is missing.' })
    expect(constraint('23505')).toMatchObject({ code: 'VALIDATION_ERROR', message: 'This value is already in use.' })
    expect(constraint('23503')).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect(toAppError(new APIError('Not supported'))).toMatchObject({ code: 'VALIDATION_ERROR', message: 'This query is not supported.' })
    expect(toAppError(new ErrorDeletingFile())).toMatchObject({ code: 'CONFLICT', status: 409 })
    expect(constraint('40P01')).toMatchObject({ code: 'CONFLICT', status: 409 })
  })
})

describe('isDatabaseUnavailableError', () => {
  it.each([
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, true],
    [{ code: '08006' }, true],
    [{ message: 'Connection terminated unexpectedly' }, true],
    [{ cause: { code: 'ECONNRESET' } }, true],
    [{ errors: [{ code: 'ECONNREFUSED' }] }, true],
    [{ code: '23505', message: 'duplicate key' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%j → %s', (error, expected) => expect(isDatabaseUnavailableError(error)).toBe(expected))

  it('waits for the database to answer, and gives up on other errors at once', async () => {
    let calls = 0
    const value = await whenDatabaseAnswers(async () => {
      if (++calls < 3) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' })
      return 'saved'
    }, { delayMs: 1 })
    expect({ value, calls }).toEqual({ value: 'saved', calls: 3 })
    await expect(whenDatabaseAnswers(async () => Promise.reject(new Error('bug')), { delayMs: 1 })).rejects.toThrow('bug')
  })
})

describe('sign-in with an unknown address', () => {
  it('locks after five failures for fifteen minutes, like an account', () => {
    const email = `ghost-${Math.random()}@example.com`
    const t0 = 1_000_000
    for (let i = 0; i < 4; i++) recordUnknownAddressFailure(email, t0)
    expect(unknownAddressLocked(email, t0)).toBe(false)
    recordUnknownAddressFailure(email, t0)
    expect(unknownAddressLocked(email, t0 + 14 * 60_000)).toBe(true)
    expect(unknownAddressLocked(email, t0 + 15 * 60_000 + 1)).toBe(false)
  })
})

describe('query guard', () => {
  const config = withQueryGuard({ collections: [{ slug: 'things', fields: [{ name: 'title', type: 'text' }, { name: 'when', type: 'date' }, { name: 'email', type: 'email' }, { name: 'seo', type: 'group', fields: [{ name: 'metaDescription', type: 'textarea' }] }], hooks: {} }] } as never)
  const hook = config.collections[0]!.hooks.beforeOperation![0]!
  const run = (args: Record<string, unknown>, operation = 'read') => hook({ args, operation } as never)

  it.each([["abc'--"], ['-1'], ['1e99'], ['99999999999999999999'], ['0']])('refuses the id %s with a 400', (id) => {
    expect(() => run({ id })).toThrow(expect.objectContaining({ status: 400 }))
  })

  it('accepts a real id and ordinary queries', () => {
    expect(run({ id: '42', where: { title: { like: 'x' }, or: [{ title: { equals: 'y' } }] } })).toBeTruthy()
  })

  it.each([['x'], [null], [1e99], [[1, 2]]])('refuses a %j body on create and update with a 400', (data) => {
    expect(() => run({ data }, 'create')).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => run({ id: '1', data }, 'update')).toThrow(expect.objectContaining({ status: 400 }))
  })

  it.each([[{ when: { a: { b: { c: {} } } } }], [{ when: 1e99 }], [{ when: 'not a date' }], [{ email: 42 }], [{ email: { $ne: '' } }], [{ title: ['x'] }], [{ seo: { metaDescription: [{ a: [{ a: [] }] }] } }]])('refuses %j with a 400', (data) => {
    expect(() => run({ data }, 'create')).toThrow(expect.objectContaining({ status: 400 }))
  })

  it('accepts real dates and addresses', () => {
    expect(run({ data: { when: '2026-11-23T10:00:00.000Z', email: 'a@b.example', title: 'x' } }, 'create')).toBeTruthy()
    expect(run({ data: { when: null } }, 'update')).toBeTruthy()
  })

  it('refuses geometry operators on a collection without point fields, nested too', () => {
    expect(() => run({ where: { title: { near: '1,2' } } })).toThrow(expect.objectContaining({ status: 400 }))
    expect(() => run({ where: { and: [{ or: [{ title: { within: {} } }] }] } })).toThrow(expect.objectContaining({ status: 400 }))
  })
})

describe('Payload route-not-found answers', () => {
  it('get our error shape; other answers pass untouched', async () => {
    const { withErrorShape } = await import('@/server/http/routeNotFound')
    const params = { params: Promise.resolve({ slug: [] }) }
    // Read only for multipart uploads, which these are not.
    const NO_CONFIG = {} as SanitizedConfig
    const notFound = withErrorShape(async () => Response.json({ message: 'Route not found "/api/x"' }, { status: 404 }), NO_CONFIG)
    const answer = await notFound(new Request('http://x/api/x'), params)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: 'Route not found "/api/x"', error: { code: 'NOT_FOUND', message: 'Route not found "/api/x"' } })
    const ok = withErrorShape(async () => Response.json({ docs: [] }), NO_CONFIG)
    expect(await (await ok(new Request('http://x/api/y'), params)).json()).toEqual({ docs: [] })
  })
})

describe('GraphQL errors (apiErrorShape)', () => {
  const graphqlResult = (statusCode: number, message: string) => ({ extensions: { name: 'I', statusCode }, locations: [], message, path: ['Emails'] })
  const req = { user: null, payload: {}, method: 'POST', responseHeaders: new Headers() }

  it('keep the status and message of an error Payload meant for the caller, even from another copy of its classes (the production bundle)', async () => {
    const { apiErrorShape } = await import('@/server/http/apiErrors')
    // Not an instance of this process's Forbidden: what GraphQL's resolvers throw inside Next's bundle.
    const foreign = Object.assign(new Error('You are not allowed to perform this action.'), { status: 403, isOperational: true })
    const answer = (await apiErrorShape({ error: { originalError: foreign }, graphqlResult: graphqlResult(403, foreign.message), req, collection: undefined, result: undefined } as never)) as { graphqlResult: { message: string; extensions: Record<string, unknown> } }
    expect(answer.graphqlResult.message).toBe('You are not allowed to perform this action.')
    expect(answer.graphqlResult.extensions).toMatchObject({ code: 'FORBIDDEN', statusCode: 403 })
  })

  it('turn a malformed value PostgreSQL refused into the 400 REST gives', async () => {
    const { apiErrorShape } = await import('@/server/http/apiErrors')
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    const answer = (await apiErrorShape({ error: { originalError: nul }, graphqlResult: graphqlResult(500, 'Something went wrong.'), req, collection: undefined, result: undefined } as never)) as { graphqlResult: { message: string; extensions: Record<string, unknown> } }
    expect(answer.graphqlResult.extensions).toMatchObject({ code: 'VALIDATION_ERROR', statusCode: 400 })
    expect(answer.graphqlResult.message).not.toMatch(/Something went wrong/)
  })
})
