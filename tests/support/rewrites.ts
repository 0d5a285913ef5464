import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'

import { localeRewrites } from '@/i18n/routing'

/** Where Next sends a request, with its own matchers: the first rewrite that matches wins (null: none). */
export function route(url: string, headers: { cookie?: string; 'accept-language'?: string } = {}): string | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const query = Object.fromEntries(searchParams)
  for (const rewrite of localeRewrites()) {
    const params = getPathMatch(rewrite.source, { removeUnnamedParams: true })(pathname)
    if (!params) continue
    const hasParams = matchHas({ headers } as never, query, rewrite.has, rewrite.missing)
    if (!hasParams) continue
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rewrite.destination, params: { ...params, ...hasParams }, query })
    return parsedDestination.pathname ?? null
  }
  return null
}
