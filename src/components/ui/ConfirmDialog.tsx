'use client'

import { useTranslations } from 'next-intl'
import { AlertDialog } from 'radix-ui'
import { useCallback, useState, type ReactNode } from 'react'

type Request = { question: string; action: string; danger: boolean; resolve: (confirmed: boolean) => void }

/**
 * The app's own "are you sure?" (instead of the browser's confirm(), which looks foreign, cannot be
 * styled and blocks the page): `await confirm(question, { action })` is true when the user chose the
 * action. Render `dialog` once in the component that asks.
 */
export function useConfirm(): [confirm: (question: string, options: { action: string; danger?: boolean }) => Promise<boolean>, dialog: ReactNode] {
  const t = useTranslations('common')
  const [request, setRequest] = useState<Request | null>(null)
  const confirm = useCallback(
    (question: string, { action, danger = true }: { action: string; danger?: boolean }) =>
      new Promise<boolean>((resolve) => setRequest({ question, action, danger, resolve })),
    [],
  )
  function answer(confirmed: boolean) {
    request?.resolve(confirmed)
    setRequest(null)
  }
  const dialog = (
    <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && answer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[61] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{t('confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{request?.question}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-secondary">{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={request?.danger ? 'btn-danger' : 'btn-primary'} onClick={() => answer(true)}>
              {request?.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
  return [confirm, dialog]
}
