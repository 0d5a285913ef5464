import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { IntlTexts } from './IntlTexts'

/**
 * The signed-in area's messages: the whole catalog through next-intl, which its screens use, and the
 * same messages for the components shared with public pages (src/i18n/texts.tsx). Passed to
 * RootDocument by the signed-in layout only, so public pages never load next-intl's client code.
 */
export function AllMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <IntlTexts>{children}</IntlTexts>
    </NextIntlClientProvider>
  )
}
