'use client'

import { useTranslations } from 'next-intl'
import { useCallback } from 'react'

/**
 * A refusal that names its limit (the server's `details.limit`: speechParts, audioMinutes,
 * concurrentGenerations, fixSeoPerArticle, ...) as `limits.<name>` says it, with the numbers the
 * server sent; null when the error names no limit with a text. Signed-in screens only (next-intl).
 */
export function useLimitText() {
  const t = useTranslations('limits')
  return useCallback(
    (error: { details?: Record<string, unknown> }): string | null => {
      const name = error.details?.limit
      if (typeof name !== 'string' || !t.has(name)) return null
      const values = Object.fromEntries(Object.entries(error.details ?? {}).filter(([, value]) => typeof value === 'number')) as Record<string, number>
      return t(name, values)
    },
    [t],
  )
}
