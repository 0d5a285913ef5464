import 'server-only'

import crypto from 'node:crypto'

import { env } from '../env'

/**
 * Integration secrets (WordPress application passwords, Wix API keys) at rest: AES-256-GCM with a
 * fresh 96-bit IV per value. The key is ENCRYPTION_KEY (64 hex characters or 32 bytes in base64;
 * any other text is stretched with HKDF), else derived from PAYLOAD_SECRET. Each value names the
 * key it was sealed with, so after a rotation the keys in ENCRYPTION_KEY_PREVIOUS still open old
 * values until `npm run secrets:rotate` has sealed them again with the new key.
 */
const PREFIX = 'enc:v1'

export type SecretKey = { id: string; bytes: Buffer }

/** A key from a setting: 64 hex characters or 32 bytes in base64 as they are, any other text stretched by HKDF. */
export function keyFrom(setting: string, label = 'encryption-key'): SecretKey {
  const text = setting.trim()
  let bytes: Buffer | null = null
  if (/^[0-9a-f]{64}$/i.test(text)) bytes = Buffer.from(text, 'hex')
  else {
    const decoded = Buffer.from(text, 'base64')
    if (decoded.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(text)) bytes = decoded
  }
  bytes ??= Buffer.from(crypto.hkdfSync('sha256', text, 'seo-writer', label, 32))
  return { id: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes }
}

/** The sealing key first, then the keys that may still open older values. */
export function secretKeys(): SecretKey[] {
  const config = env()
  const current = config.ENCRYPTION_KEY ? keyFrom(config.ENCRYPTION_KEY, 'encryption-key') : keyFrom(config.PAYLOAD_SECRET, 'integration-secrets')
  const previous = (config.ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => keyFrom(k, 'encryption-key'))
  // Values sealed before ENCRYPTION_KEY was set were sealed with the PAYLOAD_SECRET key.
  const fallback = config.ENCRYPTION_KEY ? [keyFrom(config.PAYLOAD_SECRET, 'integration-secrets')] : []
  return [current, ...previous, ...fallback]
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${PREFIX}:`)
}

export function sealSecret(plain: string, key = secretKeys()[0]!): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key.bytes, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [PREFIX, key.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':')
}

export class SecretUnreadable extends Error {}

/** The plain secret; throws SecretUnreadable when no configured key opens it (a lost or rotated-away key). */
export function openSecret(sealed: string, keys: SecretKey[] = secretKeys()): string {
  const [prefix, version, keyId, iv, tag, data] = sealed.split(':')
  if (`${prefix}:${version}` !== PREFIX || !keyId || !iv || !tag || data === undefined) throw new SecretUnreadable('not a sealed secret')
  const key = keys.find((k) => k.id === keyId)
  if (!key) throw new SecretUnreadable(`no configured key ${keyId}`)
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new SecretUnreadable('the value does not open with its key')
  }
}

/** Whether a stored value was sealed with an older key (the rotation re-seals those). */
export function sealedWithOldKey(sealed: string, keys: SecretKey[] = secretKeys()): boolean {
  return isSealed(sealed) && sealed.split(':')[2] !== keys[0]!.id
}
