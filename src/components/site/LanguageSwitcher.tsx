'use client'

import { useLocale, useTranslations } from '@/i18n/texts'
import { useEffect, useRef, useTransition } from 'react'

import { LOCALES } from '@/i18n/locales'

const NAMES: Record<string, string> = { en: 'English', hu: 'Magyar' }

// The server action's client half (about 0.2 KiB) is loaded when a language is chosen, not on every visit.
const setLocale = (locale: string) => import('@/i18n/actions').then((actions) => actions.setLocale(locale))

export function LanguageSwitcher() {
  const t = useTranslations('nav')
  const locale = useLocale()
  const select = useRef<HTMLSelectElement>(null)
  const [pending, startTransition] = useTransition()

  const choose = (next: string) =>
    startTransition(async () => {
      await setLocale(next)
      // The language is the root layout's segment: a reload renders every part in it at once,
      // where the router's refresh could mix in segments it had prefetched in the old one.
      window.location.reload()
    })

  // The select is usable as soon as the page is painted, before its script runs: a language picked in
  // that moment fired no change event anyone heard, so it is taken from the element once hydrated.
  useEffect(() => {
    const picked = select.current?.value
    if (picked && picked !== locale) choose(picked)
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t('language')}</span>
      {/* Uncontrolled, so hydration leaves an early choice on the element for the effect above to read;
          autoComplete off, so no browser restores an old value into it on reload or history navigation. */}
      <select
        ref={select}
        autoComplete="off"
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        defaultValue={locale}
        disabled={pending}
        onChange={(event) => choose(event.target.value)}
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
