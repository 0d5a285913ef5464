import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from './locales'
import { TextsProvider } from './texts'

/** The header and error screens of every page; the sign-in dialog loads its own (LazyAuthDialog). */
export const SHELL_NAMESPACES = ['nav', 'common']

/**
 * Hands client components only the message groups they use: every page carries its client messages
 * inline, and the whole catalog would add about 30 KB to each cached public page. They read them with
 * src/i18n/texts.tsx, not next-intl's client runtime.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()])
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
  return (
    <TextsProvider locale={locale as Locale} messages={picked}>
      {children}
    </TextsProvider>
  )
}
