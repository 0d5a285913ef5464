'use client'

import { Settings2 } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import { useState } from 'react'
import { toast } from '../ui/toast'

import { postJson } from '../api'

export function ManageSubscriptionButton({ className = 'btn-primary' }: { className?: string }) {
  const t = useTranslations('billing')
  const [busy, setBusy] = useState(false)
  async function open() {
    setBusy(true)
    const result = await postJson<{ url?: string }>('/api/billing/portal')
    if (result.ok && result.data.url) return window.location.assign(result.data.url)
    setBusy(false)
    const reason = !result.ok ? result.error.message : t('noPortal')
    toast.error(t('portalFailed'), { description: reason })
  }
  return (
    <button type="button" className={className} onClick={open} disabled={busy}>
      <Settings2 className="size-4" aria-hidden />
      {busy ? t('opening') : t('manage')}
    </button>
  )
}
