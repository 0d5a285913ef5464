const intlLocale = (locale: string) => (locale === 'hu' ? 'hu-HU' : 'en-GB')

/** A moment as the user reads it: in their language, in the run's time zone (else the browser's). */
export function formatWhen(locale: string, iso: string, zone?: string | null): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso))
}

/** A day (a quota's reset), in UTC as the server counts months. */
export function formatDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
}
