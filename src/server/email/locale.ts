import type { EmailLocale } from './templates'

export function localeOf(user: unknown): EmailLocale {
  return user && typeof user === 'object' && 'language' in user && user.language === 'hu' ? 'hu' : 'en'
}
