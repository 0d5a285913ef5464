'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useConfirm } from './ConfirmDialog'
import { toast } from './toast'
import { requestJson } from '../api'

type Props = {
  /** The REST address of the record, e.g. /api/posts/12. */
  url: string
  label: string
  confirm: string
  done: string
  failed: string
  redirectTo?: string
  compact?: boolean
}

/** Deletes after the app's confirmation, then refreshes the server-rendered list. */
export function DeleteButton({ url, label, confirm, done, failed, redirectTo, compact }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [ask, dialog] = useConfirm()
  async function remove() {
    if (!(await ask(confirm, { action: label }))) return
    setBusy(true)
    const result = await requestJson('DELETE', url)
    setBusy(false)
    if (!result.ok) return void toast.error(failed)
    toast.success(done)
    if (redirectTo) router.push(redirectTo)
    router.refresh()
  }
  return (
    <>
      <button type="button" className="btn-ghost px-3 py-1.5 text-red-600 hover:bg-red-50" onClick={remove} disabled={busy} aria-label={label}>
        <Trash2 className="size-4" aria-hidden />
        <span className={compact ? 'sm:sr-only' : ''}>{label}</span>
      </button>
      {dialog}
    </>
  )
}
