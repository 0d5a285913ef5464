/** SPEC 5 allow-list for article HTML, shared by the server sanitizer and the browser preview. */
export const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'div', 'span',
] as const

export const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class'] as const

/** URL schemes an href or src may use; anything else (javascript:, data:…) is removed. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const
export const ALLOWED_URL = new RegExp(`^(?:${ALLOWED_SCHEMES.join('|')}):`, 'i')
