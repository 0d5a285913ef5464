'use client'

import { AlertCircle, Loader2 } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  writing: boolean
  /** While writing: what is happening and when it will be done (null where a toast says it, SPEC 8's prompt tool). */
  started: { title: string; text: string } | null
  /** After a failure: what went wrong, and what to do about it if there is something. */
  failure?: { message: string; action?: ReactNode } | null
}

/**
 * One state at a time under a writing tool's form (issue 39): the promise while it writes, or
 * the failure in its place; never a "ready within 2 minutes" beside "the page could not be loaded".
 */
export function WriterStatus({ writing, started, failure }: Props) {
  if (writing) {
    if (!started) return null
    return (
      <div role="status" className="card flex items-start gap-3 py-4" data-testid="writer-status">
        <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        <p className="text-sm text-slate-700">
          <strong className="block text-slate-900">{started.title}</strong>
          {started.text}
        </p>
      </div>
    )
  }
  if (!failure) return null
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-800" data-testid="writer-failure">
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-2">
        <p className="font-medium">{failure.message}</p>
        {failure.action}
      </div>
    </div>
  )
}
