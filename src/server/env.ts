import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import crypto from 'node:crypto'
import ipaddr from 'ipaddr.js'
import { z } from 'zod'

/** Where the app keeps local state (embedded PostgreSQL, generated secret, uploads). */
export const DATA_DIR = path.resolve(process.env.DATA_DIR || '.data')

const optionalUrl = z.string().url().optional()
const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().email('ADMIN_EMAILS must be a comma-separated list of e-mail addresses')))

/** TRUSTED_PROXIES: IP addresses and CIDR ranges, comma- or space-separated (as server.mjs reads them). */
function validTrustedProxies(value: string | undefined): boolean {
  const address = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || (text.includes(':') && ipaddr.IPv6.isValid(text))
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((entry) => {
      const [text = '', bits, extra] = entry.split('/')
      if (extra !== undefined || !address(text)) return false
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (text.includes(':') ? 128 : 32))
    })
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback')
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  /** Unset: in development http://localhost:<PORT> (see developmentServerUrl); `npm start` refuses to run without it. */
  SERVER_URL: z.string().url('SERVER_URL must be an absolute URL such as https://example.com').optional(),
  ADMIN_EMAILS: emailList,
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  CONTACT_EMAIL: z.string().email('CONTACT_EMAIL must be an e-mail address').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:pass@host:587').optional(),
  EMAIL_FROM: z.string().default('SEO Writer <no-reply@localhost>'),
  /** off: this instance runs no background jobs (a worker, `npm run worker`, does). */
  JOBS_RUNNER: z.enum(['on', 'off']).default('on'),
  /** Seconds between two passes of each jobs queue on this instance (retries and campaigns start sooner with less). */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The lowest level the log writes (src/server/ops/logger.mjs reads it). */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  /** The bearer token that opens GET /api/metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** How fast a campaign goes out: messages per second (most SMTP services allow 5-15). */
  CAMPAIGN_EMAILS_PER_SECOND: z.coerce.number().positive().max(1000).default(5),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().optional(),
  OPENAI_IMAGE_MODEL: z.string().optional(),
  OPENAI_TTS_MODEL: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_BASE_URL: optionalUrl,
  GEMINI_MODEL: z.string().optional(),
  GEMINI_IMAGE_MODEL: z.string().optional(),
  AI_PROVIDERS: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  /** Another origin for the Wix REST API (the tests' loopback Wix); unset: https://www.wixapis.com. */
  WIX_API_BASE: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: optionalUrl,
  ENCRYPTION_KEY: z.string().min(16, 'ENCRYPTION_KEY must be at least 16 characters (64 hex characters is best)').optional(),
  /** Earlier ENCRYPTION_KEY values, comma-separated: they still open secrets sealed before a rotation. */
  ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .refine(validTrustedProxies, 'TRUSTED_PROXIES must list IP addresses or CIDR ranges, e.g. 127.0.0.1, 10.0.0.0/8'),
  /** Test runs only: the safe fetcher may read pages on 127.0.0.1/::1 (the loopback page server). */
  FETCH_ALLOW_LOOPBACK: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Milliseconds between two pings of a live stream (the admin panel, an article's publications); each ping re-checks the session (tests use less). */
  LIVE_PING_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
}).superRefine((config, ctx) => {
  if (config.NODE_ENV === 'production' && config.FETCH_ALLOW_LOOPBACK && !isLoopbackHost(new URL(config.SERVER_URL ?? developmentServerUrl(process.env.PORT)).hostname)) {
    ctx.addIssue({ code: 'custom', path: ['FETCH_ALLOW_LOOPBACK'], message: 'is for test runs on one machine: a production server with a public SERVER_URL refuses to start with it' })
  }
})

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string; SERVER_URL: string; isProduction: boolean }

/**
 * Without SERVER_URL the site is where this process listens: Next sets PORT (from -p or PORT, or the
 * port it moved to) before the app starts. A fixed :3000 made every POST of `PORT=3360 npm run dev`
 * fail the same-origin check. Production servers refuse to start without it (server.mjs).
 */
export function developmentServerUrl(port: string | undefined): string {
  return `http://localhost:${Number(port) || 3000}`
}

/** Empty strings in .env files mean "unset". */
function readProcessEnv(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && v !== '') out[k] = v
  return out
}

export class ConfigError extends Error {}

export function parseEnv(raw: Record<string, string | undefined>): z.infer<typeof schema> {
  const result = schema.safeParse(raw)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`)
  }
  return result.data
}

/** Development secret: generated once and kept under .data so sessions survive restarts. */
function developmentSecret(): string {
  const file = path.join(DATA_DIR, 'secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = crypto.randomBytes(32).toString('hex')
  fs.mkdirSync(DATA_DIR, { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

let cached: Env | undefined
/** Next may evaluate this module more than once in a process: the start-up line is said once. */
const SAID_SERVER_URL = Symbol.for('seo-writer.said-server-url')

export function env(): Env {
  if (cached) return cached
  const parsed = parseEnv(readProcessEnv())
  const isProduction = parsed.NODE_ENV === 'production'
  let secret = parsed.PAYLOAD_SECRET
  if (!secret) {
    if (isProduction) {
      throw new ConfigError('PAYLOAD_SECRET is required in production: set it to a long random string.')
    }
    secret = developmentSecret()
  }
  let serverUrl = parsed.SERVER_URL
  if (!serverUrl) {
    serverUrl = developmentServerUrl(process.env.PORT)
    const said = globalThis as { [SAID_SERVER_URL]?: true }
    if (!isProduction && process.env.NEXT_PHASE !== 'phase-production-build' && parsed.NODE_ENV !== 'test' && !said[SAID_SERVER_URL]) {
      said[SAID_SERVER_URL] = true
      console.log(`SERVER_URL is not set: using ${serverUrl} (links in e-mails and the sign-in check use it).`)
    }
  }
  cached = { ...parsed, SERVER_URL: serverUrl, PAYLOAD_SECRET: secret, isProduction }
  return cached
}

/** An absolute address on this site (e-mail links, Stripe return addresses). */
export function serverUrl(pathname = ''): string {
  return new URL(pathname, env().SERVER_URL).toString()
}
