'use client'

import { useTranslations } from 'next-intl'
import { DialogClose, OfferDialog } from '../ui/OfferDialog'
import { href } from '@/shared/paths'

export type ModalReason = 'quota' | 'subscription'

/** SPEC 2/8: opens on QUOTA_EXCEEDED or SUBSCRIPTION_REQUIRED; closes on Close or a plan choice. */
export function SubscriptionModal({ reason, onClose }: { reason: ModalReason | null; onClose: () => void }) {
  const t = useTranslations('writer')
  return (
    <OfferDialog
      open={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('modalTitle')}
      text={reason === 'subscription' ? t('modalSubscriptionText') : t('modalText')}
    >
      <a href={href('subscription')} className="btn-primary" onClick={onClose}>
        {t('modalPlans')}
      </a>
      <DialogClose className="btn-secondary">{t('modalClose')}</DialogClose>
    </OfferDialog>
  )
}
