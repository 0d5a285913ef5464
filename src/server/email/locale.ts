import type { Language } from '@/shared/language'

export function localeOf(user: unknown): Language {
  return user && typeof user === 'object' && 'language' in user && user.language === 'hu' ? 'hu' : 'en'
}
