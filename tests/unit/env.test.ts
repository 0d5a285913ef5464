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
