import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'

import { StartWritingButton } from '@/components/auth/StartWritingButton'
import { JsonLd } from '@/components/site/JsonLd'
import { env } from '@/server/env'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { href } from '@/shared/paths'

// CSS icons (globals.css): class names written out whole, so Tailwind finds them.
const FEATURES: [string, number][] = [
  ['icon-[lucide--list-checks]', 1],
  ['icon-[lucide--sparkles]', 2],
  ['icon-[lucide--gauge]', 3],
  ['icon-[lucide--earth]', 4],
  ['icon-[lucide--languages]', 5],
  ['icon-[lucide--scale]', 6],
]
const METHODS: [string, number][] = [
  ['icon-[lucide--file-text]', 1],
  ['icon-[lucide--link-2]', 2],
  ['icon-[lucide--wand-sparkles]', 3],
  ['icon-[lucide--shopping-bag]', 4],
  ['icon-[lucide--message-square]', 5],
  ['icon-[lucide--mic]', 6],
]

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getTranslations({ locale, namespace: 'meta' })])
  const demoTitle = t('demoSeoTitleValue')
  const demoMeta = t('demoMetaValue')
  const startButton = (
    <StartWritingButton tools={href('aiTools')} className="btn-primary px-6 py-3 text-base">{t('heroPrimary')}</StartWritingButton>
  )
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: meta('siteName'),
          url: env().SERVER_URL,
          description: meta('defaultDescription'),
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', description: t('heroBadge') },
        }}
      />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <div aria-hidden className="hero-glow pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2" />
        <div className="relative mx-auto max-w-5xl px-4 pb-20 pt-16 text-center sm:px-6 sm:pt-24">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            <span className="icon-[lucide--bot] size-4" aria-hidden />
            {t('heroBadge')}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">{t('heroTitle')}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t('heroSubtitle')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {startButton}
            <AppLink href={href('pricing')} className="btn-secondary px-6 py-3 text-base">
              {t('heroSecondary')}
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t('heroNote')}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">{t('featuresTitle')}</h2>
        <p className="mt-3 text-center text-slate-600">{t('featuresSubtitle')}</p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(([icon, n]) => (
            <div key={n} className="card">
              <span className={`${icon} size-7 text-brand-600`} aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`feature${n}Title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`feature${n}Text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="steps-title">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="steps-title" className="text-center text-3xl font-bold text-slate-900">{t('stepsTitle')}</h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <li key={n} className="rounded-2xl bg-slate-50 p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">{n}</span>
                <h3 className="mt-4 text-lg font-semibold">{t(`step${n}Title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`step${n}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6" aria-labelledby="demo-title">
        <h2 id="demo-title" className="text-center text-3xl font-bold text-slate-900">{t('demoTitle')}</h2>
        <p className="mt-3 text-center text-slate-600">{t('demoSubtitle')}</p>
        <div className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-3">
            <span className="size-3 rounded-full bg-red-300" />
            <span className="size-3 rounded-full bg-amber-300" />
            <span className="size-3 rounded-full bg-green-300" />
          </div>
          <dl className="grid gap-6 p-6 md:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('demoKeyword')}</dt>
              <dd className="mt-1 font-medium text-slate-900">{t('demoKeywordValue')}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('demoSeoTitle')}</dt>
              <dd className="mt-1 font-medium text-slate-900">{demoTitle}</dd>
              <dd className="mt-1 text-xs text-green-700">{t('demoCharacters', { count: demoTitle.length })}</dd>
            </div>
            <div className="md:col-span-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('demoMeta')}</dt>
              <dd className="mt-1 text-slate-700">{demoMeta}</dd>
              <dd className="mt-1 text-xs text-green-700">{t('demoCharacters', { count: demoMeta.length })}</dd>
            </div>
            <div className="md:col-span-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('demoArticle')}</dt>
              <dd>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <li key={n}>{t(`demoOutline${n}`)}</li>
                  ))}
                </ol>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="methods-title">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="methods-title" className="text-center text-3xl font-bold text-slate-900">{t('methodsTitle')}</h2>
          <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {METHODS.map(([icon, n]) => (
              <div key={n} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                <span className={`${icon} mt-0.5 size-6 shrink-0 text-brand-600`} aria-hidden />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`method${n}Title`)}</h3>
                  <p className="mt-1 text-sm text-slate-600">{t(`method${n}Text`)}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6" aria-labelledby="partners-title">
        <h2 id="partners-title" className="text-2xl font-bold text-slate-900">{t('partnersTitle')}</h2>
        <p className="mt-3 text-slate-600">{t('partnersText')}</p>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {['WordPress', 'Wix', 'Stripe', 'OpenAI', 'Google Gemini'].map((name) => (
            <li key={name} className="rounded-full border border-slate-200 bg-white px-5 py-2 text-sm font-semibold text-slate-700">
              {name}
            </li>
          ))}
        </ul>
      </section>

      <section className="px-4 pb-20 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white">
          <h2 className="text-3xl font-bold">{t('ctaTitle')}</h2>
          <p className="mt-3 text-brand-100">{t('ctaText')}</p>
          <div className="mt-8">
            <StartWritingButton tools={href('aiTools')} className="btn bg-white px-6 py-3 text-base text-brand-700 hover:bg-brand-50">
              {t('ctaButton')}
            </StartWritingButton>
          </div>
        </div>
      </section>
    </>
  )
}
