'use client'

import { Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'

export function DeleteArticleButton({ id, redirectTo }: { id: number; redirectTo?: string }) {
  const t = useTranslations('articles')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function remove() {
    if (!window.confirm(t('confirmDelete'))) return
    setBusy(true)
    const response = await fetch(`/api/articles/${id}`, { method: 'DELETE', credentials: 'same-origin' }).catch(() => null)
    setBusy(false)
    if (!response?.ok) return void toast.error(t('deleteFailed'))
    toast.success(t('deleted'))
    if (redirectTo) router.push(redirectTo)
    router.refresh()
  }
  return (
    <button type="button" className="btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50" onClick={remove} disabled={busy} aria-label={t('delete')}>
      <Trash2 className="size-4" aria-hidden />
      <span className="sm:sr-only">{t('delete')}</span>
    </button>
  )
}
