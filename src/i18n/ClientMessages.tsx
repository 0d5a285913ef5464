import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/** The header and error screens of every page; the sign-in dialog loads its own (LazyAuthDialog). */
export const SHELL_NAMESPACES = ['nav', 'common']

/**
 * Hands client components only the message groups they use: every page carries its client messages
 * inline, and the whole catalog would add about 30 KB to each cached public page.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
