'use client'

import { useTranslations } from '@/i18n/texts'
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react'
import { toast } from '../ui/toast'

import type { Interval, PaidPlan, PlanKey } from '@/shared/plans'
import { useAuthDialog } from '../auth/AuthDialogContext'
import { useSession } from '../auth/SessionContext'
import { lazyExport } from '../ui/lazyExport'

/*
 * What a click changes on the plans, which PricingView draws on the server: the billing cycle, the
 * checkout being opened, the signed-in account's plan and its parts. Prices of both cycles are in
 * the page; the cycle picks one by the wrapper's data-interval (globals.css), so no price is drawn here.
 */

// A visitor's page never loads the account's parts (the status, its SWR request, the portal button).
const accountParts = () => import('./AccountPricing')
const AccountActions = lazyExport(accountParts, 'AccountActions')
const AccountPanel = lazyExport(accountParts, 'AccountPanel')
// Nor the checkout's request until a plan is chosen.
const checkoutParts = () => import('./checkout')

type Choice = {
  interval: Interval
  setInterval: (interval: Interval) => void
  /** The plan whose checkout is being opened: every button waits meanwhile. */
  pending: PaidPlan | null
  choose: (plan: PaidPlan) => void
  /** The signed-in account's plan, once its status is known (an admin has none). */
  current: PlanKey | null
  setCurrent: (plan: PlanKey | null) => void
}

const ChoiceContext = createContext<Choice | null>(null)

function useChoice(): Choice {
  const choice = useContext(ChoiceContext)
  if (!choice) throw new Error('useChoice must be used inside PlanChoice')
  return choice
}

export function PlanChoice({ children }: { children: ReactNode }) {
  const t = useTranslations('billing')
  const errors = useTranslations('errors')
  const { user } = useSession()
  const { openAuth } = useAuthDialog()
  const [interval, setInterval] = useState<Interval>('month')
  const [pending, setPending] = useState<PaidPlan | null>(null)
  const [current, setCurrent] = useState<PlanKey | null>(null)

  async function checkout(plan: PaidPlan) {
    // A writer's buttons wait from the click on, while the checkout's code loads too: one checkout per choice.
    if (user) setPending(plan)
    const parts = await checkoutParts().catch(() => null)
    if (!parts) toast.error(t('checkoutFailed'))
    const leaving = parts ? await parts.checkoutFromPricing({ plan, interval }, { signedIn: Boolean(user), billing: t, errors, openSignIn: () => openAuth('signIn') }) : false
    if (!leaving) setPending(null)
  }

  const choice: Choice = { interval, setInterval, pending, choose: (plan) => void checkout(plan), current: user ? current : null, setCurrent }
  return (
    <ChoiceContext.Provider value={choice}>
      <div className="mx-auto w-full max-w-6xl" data-interval={interval}>
        {children}
      </div>
    </ChoiceContext.Provider>
  )
}

export function BillingCycle() {
  const t = useTranslations('billing')
  const { interval, setInterval } = useChoice()
  return (
    <div role="radiogroup" aria-label={t('billingCycle')} className="inline-flex rounded-xl bg-slate-100 p-1">
      {(['month', 'year'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={interval === value}
          onClick={() => setInterval(value)}
          className="cycle-option"
        >
          {value === 'month' ? t('monthly') : t('yearly')}
          {value === 'year' && <span>{t('freeMonthsBadge')}</span>}
        </button>
      ))}
    </div>
  )
}

/** "Current" by the name of the account's plan. */
export function CurrentBadge({ plan }: { plan: PlanKey }) {
  const t = useTranslations('billing')
  if (useChoice().current !== plan) return null
  return <span className="current-badge">{t('current')}</span>
}

/** The foot of a plan's card: start free, choose it, or a line saying it is yours. */
export function PlanAction({ plan, name }: { plan: PlanKey; name: string }) {
  const t = useTranslations('billing')
  const { user } = useSession()
  const { openAuth } = useAuthDialog()
  const { current, pending, choose } = useChoice()
  if (plan === 'free') {
    if (user) return <p className="plan-note">{current === 'free' ? t('yourPlan') : t('freePlan')}</p>
    return (
      <button type="button" className="btn-secondary w-full" onClick={() => openAuth('register')}>
        {t('startFree')}
      </button>
    )
  }
  if (current === plan) return <p className="plan-note plan-note-yours">{t('yourPlan')}</p>
  return (
    <button type="button" className={plan === 'basic' ? 'btn-primary w-full' : 'btn-secondary w-full'} onClick={() => choose(plan)} disabled={pending !== null}>
      {pending === plan ? t('redirecting') : t('choose', { plan: name })}
    </button>
  )
}

export function AdminBanner() {
  const t = useTranslations('billing')
  if (!useSession().user?.isAdmin) return null
  return (
    <p className="admin-banner" role="status">
      <span className="icon-[lucide--shield-check] size-5" aria-hidden />
      {t('adminBanner')}
    </p>
  )
}

/** Beside the title, for a signed-in account: refresh and the portal. */
export function AccountActionsSlot() {
  if (!useSession().user) return null
  return (
    <Suspense fallback={null}>
      <AccountActions />
    </Suspense>
  )
}

/** Under the title, for a signed-in account: its status and usage; it also tells the cards its plan. */
export function AccountPanelSlot() {
  const { setCurrent } = useChoice()
  if (!useSession().user) return null
  return (
    <Suspense fallback={<AccountLoading />}>
      <AccountPanel onPlan={setCurrent} />
    </Suspense>
  )
}

/** The account panel's place while its code loads: the same spinner as while its status loads. */
function AccountLoading() {
  const common = useTranslations('common')
  return <span className="icon-[lucide--loader-circle] mt-8 block size-6 animate-spin text-brand-600" role="img" aria-label={common('loading')} />
}
