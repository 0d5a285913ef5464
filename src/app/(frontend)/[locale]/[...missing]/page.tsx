import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { pageLocale, type LocaleParams } from '@/i18n/page'

// Rendered per request so every miss is logged.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'meta' }))('notFoundTitle'), robots: { index: false } }
}

/** Every path no route claims: log it (broken links show up in the server log) and answer 404. */
export default async function Missing({ params }: { params: Promise<{ locale: string; missing: string[] }> }) {
  await pageLocale(params)
  const { missing } = await params
  console.warn(`404 Not Found: /${missing.map(decodeURIComponent).join('/')}`)
  notFound()
}
