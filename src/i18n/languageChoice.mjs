// @ts-check
/*
 * How a public page's language is chosen, in one place: the rewrites (routing.ts) are built from
 * LANGUAGE_CHOOSERS, and server.mjs keys its page copies on the language the same conditions give
 * (pageResponses.mjs runs them through Next's own matcher). deploy/nginx.conf's maps are checked
 * against them by tests/unit/nginxConf.test.ts.
 *
 * Plain JavaScript: server.mjs (plain Node) and next.config.ts (through routing.ts) both load it.
 */

export const LOCALE_COOKIE = 'NEXT_LOCALE'

/*
 * Blanks are written [ \t], never \s: JavaScript's \s also matches a no-break space (a 0xA0 byte of
 * a header), PCRE's (nginx) does not, and the two must give the same language for every header.
 */
const Q_ZERO = String.raw`;[ \t]*q=0(?:\.0*)?[ \t]*`
/**
 * Accept-Language whose first language we have (q > 0), in the header's order, is Hungarian.
 * Browsers list languages by preference, so order stands for rank; pickLocale reads it the same way.
 */
export const ACCEPTS_HUNGARIAN_FIRST = String.raw`(?:[ \t]*(?:(?![eE][nN]\b|[hH][uU]\b)[^,]*|[eE][nN]\b[^,]*${Q_ZERO}|[hH][uU]\b[^,]*${Q_ZERO}),)*[ \t]*[hH][uU]\b(?![^,]*${Q_ZERO}(?:,|$)).*`

/**
 * Next's `has` conditions of the rewrites, first match wins: the switcher's cookie (as Next's
 * cookie parser reads it), else Accept-Language, else English.
 * @type {{ locale: 'en' | 'hu'; has: ({ type: 'cookie' | 'header'; key: string; value: string })[] }[]}
 */
export const LANGUAGE_CHOOSERS = [
  { locale: 'en', has: [{ type: 'cookie', key: LOCALE_COOKIE, value: 'en' }] },
  { locale: 'hu', has: [{ type: 'cookie', key: LOCALE_COOKIE, value: 'hu' }] },
  { locale: 'hu', has: [{ type: 'header', key: 'accept-language', value: ACCEPTS_HUNGARIAN_FIRST }] },
  { locale: 'en', has: [] },
]
