'use client'

import { Sparkles } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

/** A centred dialog that offers something (a plan, an upgrade): icon, title, text, and its actions. */
export function OfferDialog({ open, onOpenChange, title, text, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; text: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Sparkles className="size-6" aria-hidden />
          </div>
          <Dialog.Title className="mt-4 text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{text}</Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const DialogClose = Dialog.Close
