'use client'

import { ExternalLink, Link2, Loader2, Plus, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import type { Article } from '@/payload-types'
import type { InternalLinks as Links, LinkedPage } from '@/shared/links'
import { requestJson } from '../api'
import { toast } from '../ui/toast'

/** Per version of the article: an edit elsewhere (the editor, Improve) asks again. */
const linksKey = (article: Pick<Article, 'id' | 'updatedAt'>) => `/api/articles/${article.id}/links?v=${encodeURIComponent(article.updatedAt)}`

async function fetchLinks(url: string): Promise<Links> {
  const result = await requestJson<Links>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** A page's title and address, the address opening in a new tab. */
function Page({ page }: { page: LinkedPage }) {
  return (
    <span className="min-w-0">
      <span className="block font-medium text-slate-900">{page.title}</span>
      <a href={page.url} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 break-all text-xs text-brand-700 hover:underline">
        {page.url}
        <ExternalLink className="size-3 shrink-0" aria-hidden />
      </a>
    </span>
  )
}

type ListProps = {
  id: string
  title: string
  empty: string
  pages: LinkedPage[]
  action: 'add' | 'remove'
  busy: string | null
  disabled?: boolean
  onAct: (page: LinkedPage, action: 'add' | 'remove') => void
}

/** The linked pages (each with Remove) or the suggested ones (each with Add). */
function PageList({ id, title, empty, pages, action, busy, disabled, onAct }: ListProps) {
  const t = useTranslations('links')
  const Icon = action === 'add' ? Plus : X
  return (
    <div>
      <h3 id={id} className="text-sm font-semibold text-slate-700">{title}</h3>
      {pages.length ? (
        <ul className="mt-2 space-y-3 text-sm" aria-labelledby={id}>
          {pages.map((page) => (
            <li key={page.url} className="flex items-start justify-between gap-3">
              <Page page={page} />
              <button type="button" className="btn-secondary h-8 shrink-0 px-2.5 text-xs" disabled={disabled || busy !== null} onClick={() => onAct(page, action)} aria-label={t(action === 'add' ? 'addOf' : 'removeOf', { title: page.title })}>
                {busy === page.url ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : <Icon className="size-3.5" aria-hidden />}
                {t(action)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </div>
  )
}

/**
 * The article's links to the writer's own pages (their articles live on their sites, and for admins
 * this blog's posts), each removable, and the pages it could link to, each addable (issue 35).
 */
export function InternalLinks({ article, onChange, disabled }: { article: Article; onChange?: (article: Article) => void; disabled?: boolean }) {
  const t = useTranslations('links')
  const { data, error, isLoading, mutate } = useSWR<Links>(linksKey(article), fetchLinks, { revalidateOnFocus: false })
  const { mutate: seed } = useSWRConfig()
  const [busy, setBusy] = useState<string | null>(null)

  async function change(page: LinkedPage, action: 'add' | 'remove') {
    setBusy(page.url)
    const result = await requestJson<{ article: Article; links: Links }>('POST', `/api/articles/${article.id}/links`, { url: page.url, action })
    setBusy(null)
    if (!result.ok) return void toast.error(t('changeFailed'), { description: result.error.message })
    toast.success(t(action === 'add' ? 'added' : 'removed', { title: page.title }))
    // The saved article has a new version: its panel starts from the answer instead of asking again.
    await seed(linksKey(result.data.article), result.data.links, { revalidate: false })
    onChange?.(result.data.article)
  }

  return (
    <section className="card" aria-labelledby="internal-links-title" data-testid="internal-links">
      <h2 id="internal-links-title" className="flex items-center gap-2 text-lg font-semibold">
        <Link2 className="size-5 text-brand-600" aria-hidden />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {isLoading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('loading')}
        </p>
      ) : error || !data ? (
        <p className="mt-4 text-sm text-red-700" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : !data.linked.length && !data.suggestions.length ? (
        <p className="mt-4 text-sm text-slate-500">{t('empty')}</p>
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <PageList id="links-present" title={t('linked', { count: data.linked.length })} empty={t('noneLinked')} pages={data.linked} action="remove" busy={busy} disabled={disabled} onAct={change} />
          <PageList id="links-suggested" title={t('suggested')} empty={t('noneSuggested')} pages={data.suggestions} action="add" busy={busy} disabled={disabled} onAct={change} />
        </div>
      )}
    </section>
  )
}
