'use client'

import { NextIntlClientProvider } from 'next-intl'

import { withFacts } from '@/i18n/facts'
import type { Locale } from '@/i18n/locales'
import { TextsProvider } from '@/i18n/texts'
import { AuthDialog } from './AuthDialog'

type Messages = Parameters<typeof withFacts>[0]

/** The groups only the dialog reads: every page would otherwise carry them in its RSC data (about 3.5 KB). */
const DIALOG_NAMESPACES = ['auth', 'errors']

/**
 * The dialog's groups of a whole catalog, with the numbers they quote filled in. Here rather than in
 * LazyAuthDialog so the facts (plans, account rules) load with the dialog, not with every page.
 */
export function dialogMessages(catalog: unknown): Messages {
  const all = catalog as Messages
  return withFacts(Object.fromEntries(DIALOG_NAMESPACES.map((ns) => [ns, all[ns]!])))
}

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
