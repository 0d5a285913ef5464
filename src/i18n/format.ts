/** Dates as our pages show them: in the reader's language, always in UTC (what the server stores). */
export function formatDate(locale: string, date: string | Date, style: 'medium' | 'long' | 'withTime' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'withTime' ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: style, timeZone: 'UTC' }
  return new Intl.DateTimeFormat(locale === 'hu' ? 'hu-HU' : 'en-GB', options).format(new Date(date))
}
