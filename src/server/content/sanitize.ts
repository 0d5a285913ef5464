/** Product spec allow-list for article HTML: everything the editor and the public page may render. */
import sanitizeHtml from 'sanitize-html'
import { htmlToPlainText } from './html'
import { outboundHrefAllowed, outboundPolicy } from './outboundLinks'

// Other modules read article text through here; it lives in ./html so it does not pull in sanitize-html.
export { htmlToPlainText }

import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from '@/shared/allowList'

export { ALLOWED_ATTRIBUTES, ALLOWED_TAGS }

// Browsers ignore control characters and spaces inside a scheme, so "mail\tto:" is still mailto.
const isMailto = (url: string): boolean => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase().startsWith('mailto:')

function withoutMailtoSrc(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (attribs.src === undefined || !isMailto(attribs.src)) return attribs
  const { src: _dropped, ...rest } = attribs
  return rest
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES] },
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Dropped together with everything inside them, not just unwrapped.
  nonTextTags: ['script', 'style', 'iframe', 'textarea', 'option', 'noscript', 'xmp', 'title', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // sanitize-html checks schemes per tag, the spec per attribute: src may not be a mailto: link.
    '*': (tagName, attribs) => ({ tagName, attribs: withoutMailtoSrc(attribs) }),
    // A link to a private address keeps its words, not its address (./outboundLinks.ts). (A tag's own transform replaces '*'.)
    a: (tagName, attribs) => {
      const kept = withoutMailtoSrc(attribs)
      if (kept.href === undefined || outboundHrefAllowed(kept.href, outboundPolicy())) return { tagName, attribs: kept }
      const { href: _dropped, ...rest } = kept
      return { tagName, attribs: rest }
    },
  },
}

export function sanitizeArticleHtml(html: string): string {
  if (!html) return ''
  return sanitizeHtml(html, OPTIONS)
}
