import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The header, footer and sign-in dialog of every page. */
export const SHELL_NAMESPACES = ['nav', 'auth', 'common', 'errors']

/**
 * Hands client components only the message groups they use: every page carries its client messages
 * inline, and the whole catalog would add about 30 KB to each cached public page.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
