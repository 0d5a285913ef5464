'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from '../ui/toast'

import { requestJson } from '../api'

/** Product news and tips by e-mail, on or off (the unsubscribe link turns it off; here it comes back on). */
export function MarketingEmailsToggle({ userId, initial }: { userId: number; initial: boolean }) {
  const t = useTranslations('settings')
  const [on, setOn] = useState(initial)
  const [busy, setBusy] = useState(false)

  async function change(next: boolean) {
    setBusy(true)
    setOn(next)
    const result = await requestJson('PATCH', `/api/users/${userId}?depth=0`, { marketingEmails: next })
    setBusy(false)
    if (!result.ok) {
      setOn(!next)
      return void toast.error(t('marketingFailed'))
    }
    toast.success(next ? t('marketingOn') : t('marketingOff'))
  }

  return (
    <label className="flex items-start gap-3 text-sm text-slate-700">
      <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" checked={on} disabled={busy} onChange={(e) => void change(e.target.checked)} />
      <span>
        <span className="font-medium text-slate-900">{t('marketingLabel')}</span>
        <span className="mt-0.5 block text-slate-500">{t('marketingHint')}</span>
      </span>
    </label>
  )
}
