import { languageOf, type Language } from '@/shared/language'

export function localeOf(user: unknown): Language {
  return languageOf(user && typeof user === 'object' && 'language' in user ? user.language : undefined)
}
