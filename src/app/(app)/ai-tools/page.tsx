import { AudioLines, FileText, LayoutDashboard, MessageSquare, ShoppingBag, Wand2, type LucideIcon } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { requireUser, userIsAdmin } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('aiToolsTitle') }
}

type Tool = { key: string; href: string; icon: LucideIcon; adminOnly?: boolean; ready: boolean }

/** Tools not built yet are shown as coming soon, never as dead links. */
const TOOLS: Tool[] = [
  { key: 'keyword', href: '/blog-writer-sliding', icon: FileText, ready: true },
  { key: 'chat', href: '/article-writer-chat-pro', icon: MessageSquare, adminOnly: true, ready: false },
  { key: 'promo', href: '/product-promo', icon: ShoppingBag, ready: false },
  { key: 'prompt', href: '/prompt-to-post', icon: Wand2, ready: false },
  { key: 'speech', href: '/text-to-speech', icon: AudioLines, ready: false },
]

export default async function AiToolsPage() {
  const [user, t, common] = await Promise.all([requireUser(), getTranslations('aiTools'), getTranslations('common')])
  const isAdmin = userIsAdmin(user)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('subtitle')}</p>
        </div>
        <Link href="/dashboard" className="btn-secondary">
          <LayoutDashboard className="size-4" aria-hidden />
          {t('dashboardLink')}
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.filter((tool) => !tool.adminOnly || isAdmin).map(({ key, href, icon: Icon, adminOnly, ready }) => (
          <li key={key} className="card flex flex-col">
            <div className="flex items-start justify-between gap-2">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-6" aria-hidden />
              </span>
              {adminOnly && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('adminOnly')}</span>}
            </div>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t(`${key}Title`)}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600">{t(`${key}Text`)}</p>
            {ready ? (
              <Link href={href} className="btn-primary mt-5">
                {t('useTool')}
              </Link>
            ) : (
              <p className="mt-5 rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-500" title={t('comingSoonText')}>
                {common('comingSoon')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
