import { ConfigError, parseEnv } from '@/server/env'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({})
    // Unset stays unset here: env() puts in http://localhost:<PORT> (developmentServerUrl).
    expect(env.SERVER_URL).toBeUndefined()
    expect(env.ADMIN_EMAILS).toEqual([])
    expect(env.EMBEDDED_PG_PORT).toBe(54329)
  })
  it('splits, trims and lower-cases ADMIN_EMAILS', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io'])
  })
  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/)
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
  })
})

describe('FETCH_ALLOW_LOOPBACK (test-only)', () => {
  it('a production server with a public address refuses to start with it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://writer.example.com', FETCH_ALLOW_LOOPBACK: 'true' })).toThrow(/FETCH_ALLOW_LOOPBACK/)
  })
  it('is accepted by a test run whose server is on loopback, and is off by default', () => {
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'http://localhost:3100', FETCH_ALLOW_LOOPBACK: 'true' }).FETCH_ALLOW_LOOPBACK).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'http://127.0.0.1:3100', FETCH_ALLOW_LOOPBACK: 'true' }).FETCH_ALLOW_LOOPBACK).toBe(true)
    expect(parseEnv({ NODE_ENV: 'production', SERVER_URL: 'https://writer.example.com' }).FETCH_ALLOW_LOOPBACK).toBe(false)
  })
})

describe('SERVER_URL and the port (issue 39: PORT=3360 npm run dev answered every POST with 401)', () => {
  it('in development, without SERVER_URL, is where this process listens', async () => {
    const { developmentServerUrl } = await import('@/server/env')
    expect(developmentServerUrl('3360')).toBe('http://localhost:3360')
    expect(developmentServerUrl(undefined)).toBe('http://localhost:3000')
  })

  it('npm start refuses a missing SERVER_URL, and a loopback one on another port unless a proxy stands in front', async () => {
    const { serverUrlProblem } = await import('../../server.mjs')
    expect(serverUrlProblem(undefined, 3360, false)).toMatch(/SERVER_URL is not set: .*SERVER_URL=http:\/\/localhost:3360/)
    expect(serverUrlProblem('localhost:3000', 3360, false)).toMatch(/must start with http/)
    expect(serverUrlProblem('http://localhost:3000', 3360, false)).toMatch(/listens on port 3360, so signing in and every form would fail: set SERVER_URL=http:\/\/localhost:3360/)
    expect(serverUrlProblem('http://127.0.0.1', 3360, false)).toMatch(/port 3360/)
    expect(serverUrlProblem('http://localhost:3360', 3360, false)).toBeNull()
    expect(serverUrlProblem('http://localhost:8080', 3360, true)).toBeNull()
    expect(serverUrlProblem('https://writer.example.com', 3360, false)).toBeNull()
  })
})

describe('the generated admin password (issue 39: printed once among ~60 migration lines)', () => {
  it('is boxed with the address to sign in at and how to recover it', async () => {
    const { adminNotice } = await import('@/server/bootstrap')
    const notice = adminNotice({ email: 'admin@example.com', password: 'Xy7_secret', signIn: 'http://localhost:3360/admin' })
    const lines = notice.trim().split('\n')
    expect(lines[0]).toMatch(/^┌─+┐$/)
    expect(lines.at(-1)).toMatch(/^└─+┘$/)
    expect(new Set(lines.map((line) => line.length)).size).toBe(1)
    expect(notice).toContain('password:  Xy7_secret')
    expect(notice).toContain('sign in:   http://localhost:3360/admin')
    expect(notice).toMatch(/Forgot password/)
  })

  it('waits for the end of a server start when one is under way, and is said at once otherwise', async () => {
    const { announceAdmin, holdAdminNotice } = await import('@/server/bootstrap')
    const { jest } = await import('@jest/globals')
    const log = jest.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const release = holdAdminNotice()
      announceAdmin('the box')
      expect(log).not.toHaveBeenCalled()
      release()
      expect(log.mock.calls).toEqual([['the box']])
      announceAdmin('again')
      expect(log.mock.calls).toEqual([['the box'], ['again']])
    } finally {
      log.mockRestore()
    }
  })
})
