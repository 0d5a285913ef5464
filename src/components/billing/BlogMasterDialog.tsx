'use client'

import { Loader2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from '../ui/toast'

import { DialogClose, OfferDialog } from '../ui/OfferDialog'
import { requestCheckout } from './checkout'

/** 'Blog Master subscription required' (SPEC 8): audio is PRO PLUS; the button starts its checkout. */
export function BlogMasterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('speech')
  const [upgrading, setUpgrading] = useState(false)

  async function startUpgrade() {
    setUpgrading(true)
    const outcome = await requestCheckout({ plan: 'blog-master', interval: 'month' })
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url)
    setUpgrading(false)
    toast.error(t('upgradeFailed'))
  }

  return (
    <OfferDialog open={open} onOpenChange={onOpenChange} title={t('upgradeTitle')} text={t('upgradeText')}>
      <button type="button" className="btn-primary" onClick={startUpgrade} disabled={upgrading}>
        {upgrading && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {t('upgradeButton')}
      </button>
      <DialogClose className="btn-secondary">{t('close')}</DialogClose>
    </OfferDialog>
  )
}
