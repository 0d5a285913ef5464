import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactForm } from '@/components/contact/ContactForm'
import { pageMetadata } from '@/components/site/RootDocument'
import { href } from '@/shared/paths'
import { contactEmail } from '@/server/contact/address'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { ClientMessages } from '@/i18n/ClientMessages'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata(locale, { title: t('contactTitle'), description: t('contactDescription'), path: href('contact') })
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  const [t, email] = await Promise.all([getTranslations('contact'), contactEmail()])
  const details = [
    { icon: 'icon-[lucide--mail]', label: t('emailLabel'), value: <a href={`mailto:${email}`} className="text-brand-700 hover:underline">{email}</a> },
    { icon: 'icon-[lucide--clock]', label: t('hoursLabel'), value: t('hours') },
    { icon: 'icon-[lucide--message-circle]', label: t('replyLabel'), value: t('reply') },
  ]
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold">{t('formTitle')}</h2>
          <ClientMessages namespaces={['contact']}>
            <ContactForm />
          </ClientMessages>
        </section>
        <section className="card h-fit" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-xl font-semibold">{t('detailsTitle')}</h2>
          <dl className="mt-4 space-y-4">
            {details.map(({ icon, label, value }) => (
              <div key={label} className="flex gap-3">
                <span className={`${icon} mt-0.5 size-5 shrink-0 text-brand-600`} aria-hidden />
                <div>
                  <dt className="text-sm font-medium text-slate-900">{label}</dt>
                  <dd className="text-sm text-slate-600">{value}</dd>
                </div>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section className="mt-12" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-2xl font-bold text-slate-900">{t('faqTitle')}</h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {[1, 2, 3, 4].map((n) => (
            <details key={n} className="group p-5">
              <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden">
                {t(`faq${n}Q`)}
              </summary>
              <p className="mt-2 text-sm text-slate-600">{t(`faq${n}A`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  )
}
