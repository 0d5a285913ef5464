import { getTranslations } from 'next-intl/server'

import { comparisonRows, monthlyEquivalentOfYearly, PLAN_FEATURES, PLANS, price, type PlanKey } from '@/shared/plans'
import { PageHeader } from '../ui/PageHeader'
import { AccountActionsSlot, AccountPanelSlot, AdminBanner, BillingCycle, CurrentBadge, PlanAction, PlanChoice } from './PlanChoice'

export type Heading = 'pricing' | 'subscription'

const PLAN_KEYS = Object.keys(PLANS) as PlanKey[]

/**
 * /pricing and /dashboard/subscription: the plans, drawn here on the server with the prices of both
 * billing cycles; PlanChoice's small client parts handle the cycle, checkout and the signed-in account.
 */
export async function PricingView({ heading }: { heading: Heading }) {
  const t = await getTranslations('billing')
  return (
    <PlanChoice>
      <PageHeader
        title={heading === 'pricing' ? t('pricingTitle') : t('subscriptionTitle')}
        subtitle={heading === 'pricing' ? t('pricingSubtitle') : t('subscriptionSubtitle')}
        actions={<AccountActionsSlot />}
      />
      <AdminBanner />
      <AccountPanelSlot />

      <div className="mt-10 flex justify-center">
        <BillingCycle />
      </div>

      <div id="plans" className="mt-8 grid scroll-mt-24 gap-6 md:grid-cols-3">
        {PLAN_KEYS.map((key) => {
          const plan = PLANS[key]
          const paid = key !== 'free'
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
                <CurrentBadge plan={key} />
              </div>
              <p className="mt-4">
                {paid ? (
                  <>
                    <span className="monthly-only text-4xl font-extrabold text-slate-900">${plan.priceMonthly}</span>
                    <span className="yearly-only text-4xl font-extrabold text-slate-900">${monthlyEquivalentOfYearly(key)}</span>
                  </>
                ) : (
                  <span className="text-4xl font-extrabold text-slate-900">${plan.priceMonthly}</span>
                )}
                <span className="text-slate-500">{t('perMonth')}</span>
              </p>
              <p className="mt-1 h-5 text-sm text-slate-500">{paid && <span className="yearly-only">{t('billedYearly', { total: price(key, 'year') })}</span>}</p>
              <ul className="mt-6 flex-1 space-y-2.5 text-sm text-slate-700">
                {PLAN_FEATURES[key].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span className="icon-[lucide--check] mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <PlanAction plan={key} name={plan.name} />
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
                {PLAN_KEYS.map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 font-semibold">{PLANS[key].name}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {comparisonRows().map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="sticky left-0 max-w-40 bg-white px-4 py-3 font-medium text-slate-800 shadow-[1px_0_0_var(--color-slate-100)]">{t(row.key)}</th>
                  {PLAN_KEYS.map((plan) => {
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
    </PlanChoice>
  )
}
