'use client'

import type { ReactNode } from 'react'

import { useAuthDialog, type AuthMode } from './AuthDialogContext'

export function OpenAuthButton({ mode, className, children }: { mode: AuthMode; className?: string; children: ReactNode }) {
  const { openAuth } = useAuthDialog()
  return (
    <button type="button" className={className} onClick={() => openAuth(mode)}>
      {children}
    </button>
  )
}
