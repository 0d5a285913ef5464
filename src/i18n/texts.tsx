'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'

import type en from '../../messages/en.json'
import type { Locale } from './locales'

/*
 * The texts of client components on public pages, without next-intl's client runtime (about 11 KB
 * compressed on every first visit: ICU message parsing nothing on these pages needs). Their catalog
 * groups have only `{name}` placeholders (tests/unit/texts.test.ts holds every group used here to
 * that), so a placeholder is all this formats: a number in the locale's digits, as next-intl would.
 * The same API as next-intl's useTranslations and useLocale; the signed-in area, which uses the
 * whole of next-intl, provides these texts from next-intl's own messages (IntlTexts).
 */

type Catalog = typeof en
type Namespace = keyof Catalog
/** 'key' or 'group.key' of a namespace (suggested by the editor), or a key worked out at run time. */
type Key<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Key<T[K]>}` }[keyof T & string] | (string & {})
type Values = Record<string, string | number>
type Messages = Record<string, unknown>

type Texts = { locale: Locale; messages: Messages }

const TextsContext = createContext<Texts | null>(null)

/** Texts for the components inside; an inner provider adds its groups to the outer one's. */
export function TextsProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const outer = useContext(TextsContext)
  const value = useMemo(() => ({ locale, messages: outer ? { ...outer.messages, ...messages } : messages }), [outer, locale, messages])
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>
}

function useTexts(): Texts {
  const texts = useContext(TextsContext)
  if (!texts) throw new Error('a client component read its texts outside a TextsProvider (src/i18n/texts.tsx)')
  return texts
}

export function useLocale(): Locale {
  return useTexts().locale
}

/** Every group this page handed the browser (a lazily loaded part adds its own to them). */
export function useMessages(): Messages {
  return useTexts().messages
}

function lookup(messages: Messages, path: string[]): unknown {
  let value: unknown = messages
  for (const part of path) value = value && typeof value === 'object' ? (value as Messages)[part] : undefined
  return value
}

/** `{name}` placeholders filled in; numbers in the locale's digits. Exported for its test. */
export function fillPlaceholders(text: string, values: Values | undefined, locale: Locale): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value
  })
}

export function useTranslations<N extends Namespace>(namespace: N) {
  const { locale, messages } = useTexts()
  const group = messages[namespace]
  return useMemo(() => {
    const read = (key: string) => lookup((group ?? {}) as Messages, key.split('.'))
    const t = (key: Key<Catalog[N]>, values?: Values): string => {
      const text = read(key)
      if (typeof text === 'string') return fillPlaceholders(text, values, locale)
      // As next-intl does: say so, and show where the text should be.
      console.error(`Missing message: ${namespace}.${key} (${locale})`)
      return `${namespace}.${key}`
    }
    t.has = (key: string): boolean => typeof read(key) === 'string'
    return t
  }, [group, namespace, locale])
}
