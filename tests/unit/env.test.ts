import { ConfigError, parseEnv } from '@/server/env'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({})
    expect(env.SERVER_URL).toBe('http://localhost:3000')
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
