'use client'

import { useCallback, useState } from 'react'
import { toast } from '../ui/toast'

import type { ClientErrorCode } from '@/shared/errors'
import { useErrorText } from '../useErrorText'
import { useLimitText } from '../useLimitText'
import type { ModalReason } from './SubscriptionModal'

/** Maps API error codes to the SPEC 8 texts; quota and subscription errors open the modal. */
export function useGenerationErrors() {
  const errorText = useErrorText()
  const limitText = useLimitText()
  const [modal, setModal] = useState<ModalReason | null>(null)
  const report = useCallback(
    (code: ClientErrorCode, message?: string, details?: Record<string, unknown>) => {
      // A refusal that names its limit (generations at once) says which.
      const limit = limitText({ details })
      if (limit) return void toast.error(limit)
      if (code === 'QUOTA_EXCEEDED') return setModal('quota')
      if (code === 'SUBSCRIPTION_REQUIRED') return setModal('subscription')
      if (code === 'VALIDATION_ERROR' && message) return void toast.error(message)
      // A failure without a text of its own reads as "Failed to generate content" (SPEC 8).
      toast.error(errorText({ code, details }, { fallback: errorText({ code: 'AI_FAILED' }) }))
    },
    [errorText, limitText],
  )
  return { modal, closeModal: () => setModal(null), report }
}
