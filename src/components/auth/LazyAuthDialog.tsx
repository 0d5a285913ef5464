'use client'

import { useEffect, useState } from 'react'
import { toast } from '../ui/toast'

import type { Locale } from '@/i18n/locales'
import { useLocale, useMessages, useTranslations } from '@/i18n/texts'
import type { AuthDialog } from './AuthDialog'
import type { AuthDialogWithTexts } from './AuthDialogWithTexts'

type Props = Parameters<typeof AuthDialog>[0]
type Messages = Record<string, unknown>

const CATALOGS: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../../../messages/en.json'),
  hu: () => import('../../../messages/hu.json'),
}

type Loaded = { Dialog: typeof AuthDialogWithTexts; texts: Messages }

/**
 * The sign-in and registration dialog, with its code and its texts loaded the first time it opens
 * rather than with every page. If loading fails the dialog closes with a network error toast, and
 * the next open tries again.
 */
export function LazyAuthDialog(props: Props) {
  const locale = useLocale() as Locale
  const outer = useMessages()
  const common = useTranslations('common')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const { open, onOpenChange } = props

  useEffect(() => {
    if (!open || loaded) return
    let live = true
    Promise.all([import('./AuthDialogWithTexts'), CATALOGS[locale]()]).then(
      ([{ AuthDialogWithTexts: Dialog, dialogMessages }, catalog]) => {
        if (live) setLoaded({ Dialog, texts: dialogMessages(catalog.default) })
      },
      () => {
        if (!live) return
        toast.error(common('networkError'))
        onOpenChange(false)
      },
    )
    return () => {
      live = false
    }
  }, [open, loaded, locale, common, onOpenChange])

  if (!loaded) return null
  const { Dialog, texts } = loaded
  return <Dialog {...props} locale={locale} messages={{ ...outer, ...texts }} />
}
