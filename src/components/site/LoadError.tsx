'use client'

import { useTranslations } from '@/i18n/texts'
import { AppLink } from '@/components/ui/AppLink'
import { useEffect } from 'react'
import { href } from '@/shared/paths'

/** The error screen of the blog list and of a post: what failed, and 'Try Again' reloads the page. */
export function LoadError({ kind, error }: { kind: 'blog' | 'post'; error: Error & { digest?: string } }) {
  const t = useTranslations('common')
  useEffect(() => console.error(error), [error])
  return (
    <div role="alert" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t(kind === 'blog' ? 'blogErrorTitle' : 'postErrorTitle')}</h1>
      <p className="mt-3 text-slate-600">{t(kind === 'blog' ? 'blogErrorText' : 'postErrorText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          <span className="icon-[lucide--refresh-cw] size-4" aria-hidden />
          {t('tryAgain')}
        </button>
        <AppLink href={href('home')} className="btn-secondary">
          {t('backHome')}
        </AppLink>
      </div>
    </div>
  )
}
