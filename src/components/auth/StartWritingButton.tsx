'use client'

import { AppLink } from '@/components/ui/AppLink'
import type { ReactNode } from 'react'

import { OpenAuthButton } from './OpenAuthButton'
import { useSession } from './SessionContext'

/** The landing page's calls to action: signed-in writers go to the tools, visitors register. */
/** `tools`: the tools' address, from the server (the route table is not sent to the browser). */
export function StartWritingButton({ tools, className, children }: { tools: string; className?: string; children: ReactNode }) {
  const { user } = useSession()
  if (user) {
    return (
      <AppLink href={tools} className={className}>
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
