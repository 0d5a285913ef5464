'use client'

import { useTranslations } from '@/i18n/texts'
import { useState } from 'react'
import { toast } from '../ui/toast'
import { postJson } from '../api'

export function SignOutButton({ className, children }: { className?: string; children?: React.ReactNode }) {
  const t = useTranslations('nav')
  const [busy, setBusy] = useState(false)
  async function signOut() {
    setBusy(true)
    try {
      await postJson('/api/users/logout')
    } finally {
      toast.success(t('signedOut'))
      // A full navigation drops every cached signed-in view.
      window.location.assign('/')
    }
  }
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy}>
      {children ?? (busy ? t('signingOut') : t('signOut'))}
    </button>
  )
}
