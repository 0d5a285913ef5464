'use client'

import { useTranslations } from '@/i18n/texts'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { toast } from '../ui/toast'

import { comparisonRows, monthlyEquivalentOfYearly, PLAN_FEATURES, PLANS, price, type Interval, type PaidPlan, type PlanKey } from '@/shared/plans'
import { useAuthDialog } from '../auth/AuthDialogContext'
import { useErrorText } from '../useErrorText'
import { useSession } from '../auth/SessionContext'
import { rememberCheckout, requestCheckout } from './checkout'
import { PageHeader } from '../ui/PageHeader'

export type Heading = 'pricing' | 'subscription'

// A visitor's page never loads the account's parts (the status, its SWR request, the portal button).
// They arrive as slots of the one plans view, so the plans are never drawn twice or rebuilt when they come.
const accountParts = () => import('./AccountPricing')
const AccountActions = lazy(() => accountParts().then((parts) => ({ default: parts.AccountActions })))
const AccountPanel = lazy(() => accountParts().then((parts) => ({ default: parts.AccountPanel })))
const ReportCurrentPlan = lazy(() => accountParts().then((parts) => ({ default: parts.ReportCurrentPlan })))

/** /pricing and /dashboard/subscription: the plans for everyone, and the account's status when signed in. */
export function PricingView({ heading }: { heading: Heading }) {
  const { user } = useSession()
  const [current, setCurrent] = useState<PlanKey | null>(null)
  if (!user) return <PlansView heading={heading} signedIn={false} />
  return (
    <PlansView
      heading={heading}
      signedIn
      isAdmin={Boolean(user.isAdmin)}
      current={current}
      actions={
        <Suspense fallback={null}>
          <AccountActions />
        </Suspense>
      }
      account={
        <Suspense fallback={<AccountLoading />}>
          <AccountPanel />
          <ReportCurrentPlan onChange={setCurrent} />
        </Suspense>
      }
    />
  )
}

/** The account panel's place while its code loads: the same spinner as while its status loads. */
function AccountLoading() {
  const common = useTranslations('common')
  return <span className="icon-[lucide--loader-circle] mt-8 block size-6 animate-spin text-brand-600" role="img" aria-label={common('loading')} />
}

type PlansProps = {
  heading: Heading
  signedIn: boolean
  isAdmin?: boolean
  /** The signed-in plan, marked on its card. */
  current?: PlanKey | null
  /** Shown by the title (refresh, manage subscription) and under it (status and usage). */
  actions?: ReactNode
  account?: ReactNode
}

function PlansView({ heading, signedIn, isAdmin = false, current = null, actions, account }: PlansProps) {
  const t = useTranslations('billing')
  const errorText = useErrorText()
  const { openAuth } = useAuthDialog()
  const [interval, setInterval] = useState<Interval>('month')
  /** The plan whose checkout is being opened: every button waits meanwhile. */
  const [pending, setPending] = useState<PaidPlan | null>(null)

  async function choose(plan: PaidPlan) {
    if (!signedIn) {
      rememberCheckout({ plan, interval })
      toast.info(t('signInToBuy'))
      openAuth('signIn')
      return
    }
    setPending(plan)
    const outcome = await requestCheckout({ plan, interval })
    if (outcome.kind === 'redirect') return window.location.assign(outcome.url)
    setPending(null)
    if (outcome.kind === 'admin') toast.info(t('adminNoCheckout'))
    else toast.error(t('checkoutFailed'), { description: outcome.code === 'BILLING_NOT_CONFIGURED' ? errorText(outcome) : undefined })
  }

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={heading === 'pricing' ? t('pricingTitle') : t('subscriptionTitle')}
        subtitle={heading === 'pricing' ? t('pricingSubtitle') : t('subscriptionSubtitle')}
        actions={actions}
      />

      {isAdmin && (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200" role="status">
          <span className="icon-[lucide--shield-check] size-5" aria-hidden />
          {t('adminBanner')}
        </p>
      )}

      {account}

      <div className="mt-10 flex justify-center">
        <div role="radiogroup" aria-label={t('billingCycle')} className="inline-flex rounded-xl bg-slate-100 p-1">
          {(['month', 'year'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              onClick={() => setInterval(value)}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 aria-checked:bg-white aria-checked:text-slate-900 aria-checked:shadow-sm"
            >
              {value === 'month' ? t('monthly') : t('yearly')}
              {value === 'year' && <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">{t('freeMonthsBadge')}</span>}
            </button>
          ))}
        </div>
      </div>

      <div id="plans" className="mt-8 grid scroll-mt-24 gap-6 md:grid-cols-3">
        {(Object.keys(PLANS) as PlanKey[]).map((key) => {
          const plan = PLANS[key]
          const isCurrent = current === key
          const paid = key !== 'free'
          const perMonth = interval === 'year' && paid ? monthlyEquivalentOfYearly(key) : plan.priceMonthly
          return (
            <section
              key={key}
              aria-labelledby={`plan-${key}`}
              className={`card relative flex flex-col ${key === 'basic' ? 'ring-2 ring-brand-600' : ''}`}
              data-testid={`plan-${key}`}
            >
              {key === 'basic' && (
                <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{t('popular')}</span>
              )}
              <div className="flex items-center justify-between">
                <h2 id={`plan-${key}`} className="text-xl font-bold text-slate-900">
                  {plan.name}
                </h2>
                {isCurrent && <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">{t('current')}</span>}
              </div>
              <p className="mt-4">
                <span className="text-4xl font-extrabold text-slate-900">${perMonth}</span>
                <span className="text-slate-500">{t('perMonth')}</span>
              </p>
              <p className="mt-1 h-5 text-sm text-slate-500">
                {paid && interval === 'year' ? t('billedYearly', { total: price(key, 'year') }) : ''}
              </p>
              <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
                {PLAN_FEATURES[key].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span className="icon-[lucide--check] mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {!paid ? (
                  signedIn ? (
                    <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-center text-sm font-medium text-slate-600">{isCurrent ? t('yourPlan') : t('freePlan')}</p>
                  ) : (
                    <button type="button" className="btn-secondary w-full" onClick={() => openAuth('register')}>
                      {t('startFree')}
                    </button>
                  )
                ) : isCurrent ? (
                  <p className="rounded-lg bg-green-50 px-3 py-2.5 text-center text-sm font-medium text-green-800">{t('yourPlan')}</p>
                ) : (
                  <button
                    type="button"
                    className={key === 'basic' ? 'btn-primary w-full' : 'btn-secondary w-full'}
                    onClick={() => void choose(key)}
                    disabled={pending !== null}
                  >
                    {pending === key ? t('redirecting') : t('choose', { plan: plan.name })}
                  </button>
                )}
              </div>
            </section>
          )
        })}
      </div>

      <section className="mt-14" aria-labelledby="compare-title">
        <h2 id="compare-title" className="text-2xl font-bold text-slate-900">
          {t('compareTitle')}
        </h2>
        {/* On a phone the table scrolls sideways: the feature column stays put and a line says so. */}
        <p className="mt-3 text-sm text-slate-500 sm:hidden" data-testid="compare-scroll-hint">
          {t('compareScrollHint')}
        </p>
        <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:mt-6">
          <table className="w-full min-w-[480px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-3 font-semibold">{t('feature')}</th>
                {(Object.keys(PLANS) as PlanKey[]).map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 font-semibold">{PLANS[key].name}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {comparisonRows().map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="sticky left-0 max-w-40 bg-white px-4 py-3 font-medium text-slate-800 shadow-[1px_0_0_var(--color-slate-100)]">{t(row.key)}</th>
                  {(Object.keys(PLANS) as PlanKey[]).map((plan) => {
                    const cell = row.cells[plan]
                    return (
                      <td key={plan} className="px-4 py-3 text-slate-700">
                        {'included' in cell ? (
                          cell.included ? (
                            <span className="icon-[lucide--check] block size-5 text-green-600 forced-colors:bg-[CanvasText]" role="img" aria-label={t('included')} />
                          ) : (
                            <span className="icon-[lucide--x] block size-5 text-slate-300 forced-colors:bg-[CanvasText]" role="img" aria-label={t('notIncluded')} />
                          )
                        ) : 'value' in cell ? (
                          cell.value
                        ) : (
                          t(cell.messageKey)
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
