/** The languages of the site, of articles and of e-mails (SPEC: English and Hungarian). */
export const LANGUAGES = ['en', 'hu'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** A stored or requested language; English when it is missing or not one of ours. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : 'en'
}
