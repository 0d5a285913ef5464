import 'server-only'

import type { Payload } from 'payload'

import { openSecret, sealedWithOldKey, sealSecret, secretKeys, type SecretKey } from './secrets'

const SECRET_FIELDS = ['applicationPassword', 'wixApiKey'] as const

/**
 * After ENCRYPTION_KEY changes (the old one moved to ENCRYPTION_KEY_PREVIOUS): every integration
 * secret sealed with an older key is sealed again with the new one, so the old key can go.
 * Returns how many secrets were re-sealed; a secret no configured key opens is left as it is.
 */
export async function resealSecrets(payload: Payload, keys: SecretKey[] = secretKeys()): Promise<{ resealed: number; unreadable: number }> {
  let resealed = 0
  let unreadable = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({ collection: 'integrations', depth: 0, limit: 100, page, overrideAccess: true, sort: 'id' })
    for (const doc of docs) {
      const changes: Record<string, string> = {}
      for (const field of SECRET_FIELDS) {
        const stored = doc[field]
        if (!stored || !sealedWithOldKey(stored, keys)) continue
        try {
          changes[field] = sealSecret(openSecret(stored, keys), keys[0])
          resealed++
        } catch {
          unreadable++
        }
      }
      // Written straight to the row: the field hook would seal an already sealed value again.
      if (Object.keys(changes).length) await payload.db.updateOne({ collection: 'integrations', id: doc.id, data: changes })
    }
    if (!hasNextPage) return { resealed, unreadable }
  }
}
