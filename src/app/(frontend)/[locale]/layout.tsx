import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { RootDocument, rootMetadata } from '@/components/site/RootDocument'
import { isLocale } from '@/i18n/locales'
import type { LocaleParams } from '@/i18n/page'

/**
 * Every public page is rendered once per language at its first visit, then served from cache (not at
 * build time: addresses and posts come from the running deployment). The rewrites pick the language.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const { locale } = await params
  return isLocale(locale) ? rootMetadata(locale) : {}
}

export default async function Layout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <RootDocument locale={locale}>{children}</RootDocument>
}
