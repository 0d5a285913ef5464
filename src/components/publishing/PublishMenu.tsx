'use client'

import { ChevronDown, Globe, Loader2, Lock, Plug, Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { DropdownMenu } from 'radix-ui'
import { useEffect, useState } from 'react'

import { href } from '@/shared/paths'
import { siteAddress, useActiveSites, usePublish } from './usePublishing'

const ITEM = 'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-default data-[disabled]:opacity-50'

/**
 * 'Publish' on an article (My Articles and the article page): the user's switched-on WordPress and
 * Wix sites, each as a draft or live. Sites load when the menu first opens; free users are shown
 * the plan that has it.
 */
const OPEN_EVENT = 'publish-menu:open'

/** Opens the Publish menu of an article shown on the page (the chat's "WordPress" button): its sites to choose from. */
export function openPublishMenu(articleId: number) {
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: articleId }))
}

export function PublishMenu({ articleId, allowed, align = 'end' }: { articleId: number; allowed: boolean; align?: 'start' | 'end' }) {
  const t = useTranslations('publishing')
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    const onOpen = (event: Event) => {
      if ((event as CustomEvent<number>).detail !== articleId) return
      setOpen(true)
      setOpened(true)
    }
    window.addEventListener(OPEN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_EVENT, onOpen)
  }, [articleId])
  const { data: sites, error, isLoading } = useActiveSites(allowed && opened)
  const { publish, busy } = usePublish(articleId)
  const busySite = sites?.find((site) => site.id === busy)

  return (
    <DropdownMenu.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setOpened(true)
      }}
    >
      <DropdownMenu.Trigger asChild>
        <button type="button" className="btn-secondary px-3 py-1.5" disabled={busy !== null} data-testid={`publish-menu-${articleId}`}>
          {busy !== null ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {busy !== null ? t('publishingTo', { site: busySite?.name ?? '' }) : t('menu')}
          <ChevronDown className="size-3.5" aria-hidden />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={6} className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
          {!allowed ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link href={href('subscription')}>
                <Lock className="size-4 shrink-0 text-brand-600" aria-hidden />
                <span>{t('needsPlan')}</span>
              </Link>
            </DropdownMenu.Item>
          ) : isLoading || (!sites && !error) ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500" aria-live="polite">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('loadingSites')}
            </p>
          ) : error ? (
            <p className="px-3 py-2 text-sm text-red-700" role="alert">{t('sitesFailed')}</p>
          ) : sites!.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">{t('noSites')}</p>
          ) : (
            sites!.map((site, index) => (
              <DropdownMenu.Group key={site.id} aria-label={site.name} className={index > 0 ? 'mt-1 border-t border-slate-100 pt-1' : ''}>
                {/* The name as typed, the address under it (issue 40): two sites named alike stay apart. */}
                <DropdownMenu.Label className="flex items-start gap-2 px-3 pb-1 pt-2 text-sm text-slate-700" data-testid="publish-site">
                  <Globe className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-semibold text-slate-900">{site.name}</span>
                    {site.lastCheck?.ok === false && site.lastCheck.code && (
                      <span className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800" data-testid="needs-attention">
                        {t('needsAttention')}
                      </span>
                    )}
                    <span className="block break-all text-xs text-slate-500">{siteAddress(site.siteUrl)}</span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-500">{site.platform === 'wix' ? 'Wix' : 'WordPress'}</span>
                </DropdownMenu.Label>
                <DropdownMenu.Item className={ITEM} aria-label={t('asDraftOn', { site: site.name })} onSelect={() => void publish(site, 'draft')}>{t('asDraft')}</DropdownMenu.Item>
                <DropdownMenu.Item className={ITEM} aria-label={t('liveOn', { site: site.name })} onSelect={() => void publish(site, 'publish')}>{t('live')}</DropdownMenu.Item>
              </DropdownMenu.Group>
            ))
          )}
          {allowed && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href={href('integrations')}>
                  <Plug className="size-4" aria-hidden />
                  {t('manageSites')}
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
