'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { toast } from 'sonner'

import type { ModalReason } from './SubscriptionModal'

const KNOWN = new Set(['SERVICE_OVERLOADED', 'AI_FAILED', 'AI_NOT_CONFIGURED', 'NETWORK_ERROR', 'UNAUTHORIZED', 'INTERNAL_ERROR', 'RATE_LIMITED'])

/** Maps API error codes to the SPEC 8 texts; quota and subscription errors open the modal. */
export function useGenerationErrors() {
  const t = useTranslations('writer')
  const [modal, setModal] = useState<ModalReason | null>(null)
  const report = useCallback(
    (code: string, message?: string) => {
      if (code === 'QUOTA_EXCEEDED') return setModal('quota')
      if (code === 'SUBSCRIPTION_REQUIRED') return setModal('subscription')
      if (code === 'VALIDATION_ERROR' && message) return void toast.error(message)
      toast.error(KNOWN.has(code) ? t(`err_${code}`) : t('err_AI_FAILED'))
    },
    [t],
  )
  return { modal, closeModal: () => setModal(null), report }
}
