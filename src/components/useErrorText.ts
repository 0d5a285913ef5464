'use client'

import { useTranslations } from '@/i18n/texts'
import { useCallback } from 'react'

import type { ApiError, ClientErrorCode } from '@/shared/errors'

/**
 * The one map from an API error to the text a person reads: `errors.<CODE>` in the catalogs.
 * A screen may read a code as another (sign-in takes a malformed address as wrong credentials);
 * a code without a text shows the screen's own fallback, else the generic server error.
 */
export function useErrorText() {
  const t = useTranslations('errors')
  return useCallback(
    (error: Pick<ApiError, 'code' | 'details'>, options: { readAs?: Partial<Record<ClientErrorCode, ClientErrorCode>>; fallback?: string } = {}) => {
      const code = options.readAs?.[error.code] ?? error.code
      // SERVICE_OVERLOADED names the provider that was busy; one without a name of its own is "the AI service".
      const provider = error.details?.provider
      const service = t(provider === 'gemini' || provider === 'openai' ? `overloadedService.${provider}` : 'overloadedService.other')
      if (t.has(code)) return t(code, { service })
      return options.fallback ?? t('INTERNAL_ERROR')
    },
    [t],
  )
}
