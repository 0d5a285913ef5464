'use client'

import { ChevronLeft, ChevronRight, CreditCard, FileText, Search, Users } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../ui/toast'
import useSWR, { useSWRConfig } from 'swr'

import { formatDate } from '@/i18n/format'
import type { AdminStats, AdminUsersPage } from '@/shared/adminUsers'
import { pageNumbers } from '@/shared/paging'
import { tierLabel } from '@/shared/plans'
import { requestJson } from '../api'
import { swrRetry } from '../billing/useBillingStatus'
import { useLiveReload } from '../useLiveReload'

async function fetchJson<T>(url: string): Promise<T> {
  const result = await requestJson<T>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/**
 * The dashboard's Admin Panel (SPEC 2, 3, 4): three stat cards and the Registered Users table
 * (20 per page, newest first, up to five page numbers, search by e-mail).
 */
export function AdminPanel() {
  const t = useTranslations('adminPanel')
  useLiveAdminData()
  const warned = useRef(false)
  const stats = useSWR<AdminStats>('/api/admin/stats', fetchJson, {
    ...swrRetry,
    onError: () => {
      // SPEC 8: said once, not at every retry.
      if (warned.current) return
      warned.current = true
      toast.error(t('statsFailed'))
    },
  })
  return (
    <section className="space-y-4" aria-labelledby="admin-panel-title" data-testid="admin-panel">
      <h2 id="admin-panel-title" className="text-xl font-bold text-slate-900">{t('title')}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={<Users className="size-5" aria-hidden />} label={t('users')} value={stats.data?.user_count} note={stats.data ? t('newToday', { count: stats.data.new_users_today }) : undefined} testId="stat-users" />
        <StatCard icon={<CreditCard className="size-5" aria-hidden />} label={t('subscriptions')} value={stats.data?.active_subscriptions} testId="stat-subscriptions" />
        <StatCard icon={<FileText className="size-5" aria-hidden />} label={t('articles')} value={stats.data?.total_articles_generated} testId="stat-articles" />
      </div>
      {stats.error && !stats.data && (
        <p className="text-sm text-red-700" role="alert">
          {t('statsFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void stats.mutate()}>{t('retry')}</button>
        </p>
      )}
      <UsersTable />
    </section>
  )
}

/**
 * Keeps the panel live: the server's event stream (PostgreSQL LISTEN/NOTIFY, any instance) says
 * when users, usage or subscriptions changed, and the stats and the shown page reload. No polling;
 * the browser reconnects a dropped stream by itself, and the stream closes when the admin leaves.
 */
function useLiveAdminData() {
  const { mutate } = useSWRConfig()
  useLiveReload('/api/admin/live', () => void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/')))
}

function StatCard({ icon, label, value, note, testId }: { icon: React.ReactNode; label: string; value?: number; note?: string; testId: string }) {
  return (
    <div className="card flex items-start gap-3" data-testid={testId}>
      <span className="rounded-xl bg-brand-50 p-2 text-brand-700">{icon}</span>
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        {value === undefined ? (
          <span className="mt-1 block h-8 w-16 animate-pulse rounded bg-slate-100" aria-hidden />
        ) : (
          <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`${testId}-value`}>{value.toLocaleString()}</p>
        )}
        {note && <p className="text-xs text-slate-500">{note}</p>}
      </div>
    </div>
  )
}

function UsersTable() {
  const t = useTranslations('adminPanel')
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  // The search runs when typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim())
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [typed])
  const key = `/api/admin/users?page=${page}${search ? `&search=${encodeURIComponent(search)}` : ''}`
  const { data, error, isLoading, mutate } = useSWR<AdminUsersPage>(key, fetchJson, { ...swrRetry, keepPreviousData: true })

  return (
    <div className="card space-y-4 overflow-hidden p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5">
        <h3 className="text-lg font-semibold">{t('usersTitle')}</h3>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">{t('search')}</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input type="search" className="input pl-9" placeholder={t('search')} value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={200} />
        </label>
      </div>
      {error && !data ? (
        <p className="px-5 pb-5 text-sm text-red-700" role="alert">
          {t('usersFailed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void mutate()}>{t('retry')}</button>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm" data-testid="admin-users">
            <thead className="border-y border-slate-100 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {['email', 'username', 'registered', 'plan', 'articlesThisMonth', 'trial', 'status'].map((column) => (
                  <th key={column} scope="col" className="px-5 py-2 font-semibold">{t(`col_${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" aria-busy={isLoading}>
              {isLoading && !data
                ? Array.from({ length: 5 }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={7} className="px-5 py-3"><span className="block h-5 animate-pulse rounded bg-slate-100" /></td>
                    </tr>
                  ))
                : data?.docs.map((user) => (
                    <tr key={user.id} data-testid="admin-user">
                      <td className="max-w-64 truncate px-5 py-3 font-medium text-slate-900">{user.email}</td>
                      <td className="px-5 py-3 text-slate-700">{user.username}</td>
                      <td className="whitespace-nowrap px-5 py-3 text-slate-600">{formatDate(locale, user.registeredAt, 'medium')}</td>
                      <td className="px-5 py-3">{tierLabel(user.plan)}</td>
                      <td className="px-5 py-3 tabular-nums">{user.articlesThisMonth}</td>
                      <td className="px-5 py-3">{t(user.trial === 'used' ? 'trialUsed' : 'trialAvailable')}</td>
                      <td className="px-5 py-3">
                        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.active ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600'}`}>
                          {t(user.active ? 'active' : 'inactive')}
                        </span>
                      </td>
                    </tr>
                  ))}
              {data && data.docs.length === 0 && (
                <tr>
                  <td colSpan={7} className="px-5 py-6 text-center text-slate-500">{t('noUsers')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label={t('pager')} className="pager px-5 pb-5" data-testid="admin-users-pager">
          <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            <ChevronLeft className="size-4" aria-hidden />
            {t('previous')}
          </button>
          {pageNumbers(page, data.totalPages).map((n) => (
            <button key={n} type="button" onClick={() => setPage(n)} aria-label={t('page', { page: n })} aria-current={n === page ? 'page' : undefined}>
              {n}
            </button>
          ))}
          <button type="button" onClick={() => setPage(page + 1)} disabled={page >= data.totalPages}>
            {t('next')}
            <ChevronRight className="size-4" aria-hidden />
          </button>
        </nav>
      )}
    </div>
  )
}
