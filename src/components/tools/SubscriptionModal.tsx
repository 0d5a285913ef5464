'use client'

import { Sparkles } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { href } from '@/shared/routes'

export type ModalReason = 'quota' | 'subscription'

/** SPEC 2/8: opens on QUOTA_EXCEEDED or SUBSCRIPTION_REQUIRED; closes on Close or a plan choice. */
export function SubscriptionModal({ reason, onClose }: { reason: ModalReason | null; onClose: () => void }) {
  const t = useTranslations('writer')
  return (
    <Dialog.Root open={reason !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Sparkles className="size-6" aria-hidden />
          </div>
          <Dialog.Title className="mt-4 text-xl font-bold">{t('modalTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {reason === 'subscription' ? t('modalSubscriptionText') : t('modalText')}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <a href={href('subscription')} className="btn-primary" onClick={onClose}>
              {t('modalPlans')}
            </a>
            <Dialog.Close className="btn-secondary">{t('modalClose')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
