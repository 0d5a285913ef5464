import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ConfirmEmail } from '@/components/account/ConfirmEmail'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { ClientMessages } from '@/i18n/ClientMessages'

// Reads a token from the address: rendered per request, never cached. Confirms a new account's
// address, or (change=email) the new address of an e-mail change.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'meta' }))('verifyTitle'), robots: { index: false } }
}

export default async function VerifyEmailPage({ params, searchParams }: { params: LocaleParams; searchParams: Promise<{ token?: string; change?: string }> }) {
  await pageLocale(params)
  const { token, change } = await searchParams
  return (
    <div className="flex flex-1 items-center px-4 py-16">
      <ClientMessages namespaces={['verify']}>
        <ConfirmEmail token={token ?? null} kind={change === 'email' ? 'emailChange' : 'signUp'} />
      </ClientMessages>
    </div>
  )
}
