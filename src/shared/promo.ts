import { capitaliseFirst } from './text'

/**
 * SPEC 5: the product's name from its URL: the last path segment (slug words, no file extension),
 * or the host (without www.) when the URL has no path. https://acme.example/products/acme-writer → "Acme writer".
 */
export function appNameFromUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return ''
  }
  const segment = url.pathname.split('/').filter(Boolean).at(-1)
  if (segment) {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // A malformed escape is read as written.
    }
    const name = decoded.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[-_+]+/g, ' ').trim()
    if (name) return capitaliseFirst(name)
  }
  return url.hostname.replace(/^www\./i, '')
}
