import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Unsubscribe } from '@/components/account/Unsubscribe'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale, type LocaleParams } from '@/i18n/page'

// Reads a token from the address: rendered per request, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'meta' }))('unsubscribeTitle'), robots: { index: false } }
}

/** The unsubscribe link of a marketing e-mail: it asks first, since mail scanners open links too. */
export default async function UnsubscribePage({ params, searchParams }: { params: LocaleParams; searchParams: Promise<{ token?: string }> }) {
  await pageLocale(params)
  const { token } = await searchParams
  return (
    <div className="flex flex-1 items-center px-4 py-16">
      <ClientMessages namespaces={['unsubscribe']}>
        <Unsubscribe token={token ?? null} />
      </ClientMessages>
    </div>
  )
}
