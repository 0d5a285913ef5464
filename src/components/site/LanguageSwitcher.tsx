'use client'

import { useLocale, useTranslations } from '@/i18n/texts'
import { useTransition } from 'react'

import { setLocale } from '@/i18n/actions'
import { LOCALES } from '@/i18n/locales'

const NAMES: Record<string, string> = { en: 'English', hu: 'Magyar' }

export function LanguageSwitcher() {
  const t = useTranslations('nav')
  const locale = useLocale()
  const [pending, startTransition] = useTransition()
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t('language')}</span>
      <select
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value
          startTransition(async () => {
            await setLocale(next)
            // The language is the root layout's segment: a reload renders every part in it at once,
            // where the router's refresh could mix in segments it had prefetched in the old one.
            window.location.reload()
          })
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
