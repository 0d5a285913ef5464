'use client'

import { useLocale, useMessages } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from './locales'
import { TextsProvider } from './texts'

/** next-intl's messages, read by the shared components through src/i18n/texts.tsx: sent once. */
export function IntlTexts({ children }: { children: ReactNode }) {
  const messages = useMessages()
  const locale = useLocale() as Locale
  return (
    <TextsProvider locale={locale} messages={messages}>
      {children}
    </TextsProvider>
  )
}
