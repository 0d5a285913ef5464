import { parseHTML } from 'linkedom'

import { excerpt } from '../httpHarness'

/** Script elements, on* attributes and javascript: (or vbscript:) URLs in an HTML fragment. */
export function unsafeParts(html: string): string[] {
  const found: string[] = []
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  for (const el of Array.from(document.querySelectorAll('*')) as Element[]) {
    const tag = el.tagName.toLowerCase()
    if (tag === 'script') found.push('<script>')
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
      if (name.startsWith('on')) found.push(`${tag}[${name}]`)
      if (/^(javascript|vbscript):/.test(value) || (name === 'srcset' && /javascript:/.test(value)) || (name === 'style' && /javascript:|expression\(/.test(value))) found.push(`${tag}[${name}=${excerpt(attr.value, 40)}]`)
    }
  }
  return found
}
