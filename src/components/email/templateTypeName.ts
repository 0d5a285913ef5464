'use client'

import { useTranslations } from 'next-intl'

/** A template's human name ("Password reset"); a type of the admin's own keeps its internal name. */
export function useTemplateTypeName(): (type: string) => string {
  const t = useTranslations('emailManagement.typeNames')
  return (type) => (t.has(type) ? t(type) : type)
}
