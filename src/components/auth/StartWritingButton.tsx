'use client'

import { AppLink } from '@/components/ui/AppLink'
import type { ReactNode } from 'react'

import { OpenAuthButton } from './OpenAuthButton'
import { useSession } from './SessionContext'
import { href } from '@/shared/routes'

/** The landing page's calls to action: signed-in writers go to the tools, visitors register. */
export function StartWritingButton({ className, children }: { className?: string; children: ReactNode }) {
  const { user } = useSession()
  if (user) {
    return (
      <AppLink href={href('aiTools')} className={className}>
        {children}
      </AppLink>
    )
  }
  return (
    <OpenAuthButton mode="register" className={className}>
      {children}
    </OpenAuthButton>
  )
}
