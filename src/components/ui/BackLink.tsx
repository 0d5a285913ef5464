import { AppLink } from '@/components/ui/AppLink'
import type { ReactNode } from 'react'

/** "← Back to …" above a detail screen. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <AppLink href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <span className="icon-[lucide--arrow-left] size-4" aria-hidden />
      {children}
    </AppLink>
  )
}
