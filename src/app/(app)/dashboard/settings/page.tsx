import { BadgeCheck, ShieldCheck } from 'lucide-react'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'

import { ChangeEmailForm } from '@/components/dashboard/ChangeEmailForm'
import { ChangePasswordForm } from '@/components/dashboard/ChangePasswordForm'
import { SettingsPlanCards } from '@/components/dashboard/SettingsPlanCards'
import { MarketingEmailsToggle } from '@/components/dashboard/MarketingEmailsToggle'
import { BrandVoicesSettings } from '@/components/voices/BrandVoicesSettings'
import { LanguageSwitcher } from '@/components/site/LanguageSwitcher'
import { requireRoute, userIsAdmin } from '@/server/auth/currentUser'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('settingsTitle'), robots: { index: false } }
}

export default async function SettingsPage() {
  const [user, t, locale] = await Promise.all([requireRoute('settings'), getTranslations('settings'), getLocale()])
  const registered = formatDate(locale, user.createdAt)
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      <section className="card" aria-labelledby="profile-title">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="profile-title" className="text-lg font-semibold">{t('profileTitle')}</h2>
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            <BadgeCheck className="size-3.5" aria-hidden />
            {t('activeUser')}
          </span>
          {userIsAdmin(user) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              <ShieldCheck className="size-3.5" aria-hidden />
              {t('administrator')}
            </span>
          )}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <label className="label" htmlFor="profile-email">{t('email')}</label>
            <input id="profile-email" className="input" value={user.email} readOnly disabled />
          </div>
          <div>
            <label className="label" htmlFor="profile-username">{t('username')}</label>
            <input id="profile-username" className="input" value={user.username} readOnly disabled />
          </div>
          <div>
            <label className="label" htmlFor="profile-registered">{t('registered')}</label>
            <input id="profile-registered" className="input" value={registered} readOnly disabled />
          </div>
        </div>
      </section>
      <SettingsPlanCards />
      <BrandVoicesSettings />
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="text-lg font-semibold">{t('changePasswordTitle')}</h2>
        <div className="mt-4">
          <ChangePasswordForm />
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section className="card" aria-labelledby="email-title">
          <h2 id="email-title" className="text-lg font-semibold">{t('changeEmailTitle')}</h2>
          <ChangeEmailForm currentEmail={user.email} />
        </section>
        <section className="card" aria-labelledby="language-title">
          <h2 id="language-title" className="text-lg font-semibold">{t('languageTitle')}</h2>
          <p className="mb-3 mt-2 text-sm text-slate-600">{t('languageText')}</p>
          <LanguageSwitcher />
        </section>
      </div>
      <section className="card" aria-labelledby="emails-title">
        <h2 id="emails-title" className="text-lg font-semibold">{t('emailsTitle')}</h2>
        <div className="mt-3">
          <MarketingEmailsToggle userId={user.id} initial={user.marketingEmails !== false} />
        </div>
      </section>
    </div>
  )
}
