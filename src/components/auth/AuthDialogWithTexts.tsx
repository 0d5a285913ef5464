'use client'

import { NextIntlClientProvider } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { TextsProvider } from '@/i18n/texts'
import { AuthDialog } from './AuthDialog'

type Props = Parameters<typeof AuthDialog>[0] & { locale: Locale; messages: Record<string, unknown> }

/**
 * The dialog with its texts, loaded on first open (LazyAuthDialog): next-intl's client runtime comes
 * with it rather than with every public page.
 */
export function AuthDialogWithTexts({ locale, messages, ...props }: Props) {
  return (
    <TextsProvider locale={locale} messages={messages}>
      <NextIntlClientProvider locale={locale} timeZone="UTC" messages={messages as never}>
        <AuthDialog {...props} />
      </NextIntlClientProvider>
    </TextsProvider>
  )
}
