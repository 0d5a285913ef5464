import 'server-only'

import { env } from '../env'
import { extractPage, type SourcePage } from './extract'
import { safeFetch } from './safeFetch'

export type { ProductFacts, SourcePage } from './extract'
export { safeFetch, fetchRefused } from './safeFetch'

/** A page a user named, fetched safely and reduced to its main text (and product facts). */
export async function readSourcePage(url: string): Promise<SourcePage> {
  const page = await safeFetch(url, { allowLoopback: env().FETCH_ALLOW_LOOPBACK })
  return extractPage(page.html, page.url)
}
