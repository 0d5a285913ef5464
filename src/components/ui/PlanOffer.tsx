import type { LucideIcon } from 'lucide-react'
import Link from 'next/link'

import { href } from '@/shared/paths'

/** What a plan would add, and the way to the plans: shown in place of a feature the user's plan lacks. */
export function PlanOffer({ icon: Icon, title, text, button, testId }: { icon: LucideIcon; title: string; text: string; button: string; testId: string }) {
  return (
    <section className="card flex flex-wrap items-center justify-between gap-4 border-brand-200 bg-brand-50" data-testid={testId}>
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 text-brand-600" aria-hidden />
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="mt-1 max-w-xl text-sm text-slate-600">{text}</p>
        </div>
      </div>
      <Link href={href('subscription')} className="btn-primary">
        {button}
      </Link>
    </section>
  )
}
