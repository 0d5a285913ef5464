import 'server-only'

import crypto from 'node:crypto'
import { promisify } from 'node:util'

import { LOCK_MINUTES, LOGIN_ATTEMPTS_BEFORE_LOCK } from '@/shared/accountRules'

/*
 * Sign-in with an address that has no account must look exactly like a wrong password for a real
 * one: the same answers in the same order (locked after LOGIN_ATTEMPTS_BEFORE_LOCK failures, for
 * LOCK_MINUTES) and the same work (one password hash), so neither answer nor timing tells whether
 * an account exists. Payload keeps the counts of real accounts in their rows; these live here.
 */
type Failures = { count: number; lockedUntil: number }
const failures = new Map<string, Failures>()
const LOCK_MS = LOCK_MINUTES * 60 * 1000

export function unknownAddressLocked(email: string, now = Date.now()): boolean {
  const entry = failures.get(email)
  if (!entry?.lockedUntil) return false
  if (entry.lockedUntil > now) return true
  failures.delete(email) // the lock ran out: start counting again, as Payload does
  return false
}

export function recordUnknownAddressFailure(email: string, now = Date.now()): void {
  if (failures.size > 50_000) failures.clear()
  const entry = failures.get(email) ?? { count: 0, lockedUntil: 0 }
  entry.count++
  if (entry.count >= LOGIN_ATTEMPTS_BEFORE_LOCK) entry.lockedUntil = now + LOCK_MS
  failures.set(email, entry)
}

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * How Payload 3.90 hashes a password it stores ('pbkdf2-sha256-v1:' hashes: 600,000 rounds of
 * SHA-256, 32 bytes). tests/int/securityDefects.test.ts checks these against a stored hash, so a
 * Payload upgrade that changes them fails there instead of reopening the timing gap.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** The cost of Payload checking (or setting) one password, spent on nothing: an unknown address costs what an account costs. */
export async function spendPasswordCheck(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), iterations, keyLength, digest)
}
