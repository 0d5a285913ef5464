// @ts-check
/**
 * The parameters campaign links add to an address (analytics tags, ad click ids, newsletter ids):
 * no page of ours reads them, so a page is the same with or without them. They are left out of
 * the page copies' key (pageResponses.mjs) and of the proxy cache's key (deploy/nginx.conf, whose
 * pattern tests/unit/nginxConf.test.ts checks against this list): a link with a unique
 * `?utm_source=…` is answered from the copy the plain address made.
 * `utm_*` stands for every name that starts with `utm_`. Names are compared as sent (case and
 * percent-encoding included), as nginx compares them.
 */
export const TRACKING_PARAMS = /** @type {const} */ (['utm_*', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'ref'])

/** The names as one regular-expression alternation (nginx's PCRE and JavaScript read it alike). */
export const TRACKING_PARAM_PATTERN = `(?:${TRACKING_PARAMS.map((name) => (name.endsWith('*') ? `${name.slice(0, -1)}[^=&]*` : name)).join('|')})`

const TRACKING = new RegExp(`^${TRACKING_PARAM_PATTERN}$`)

/** @param {string} name a parameter's name as sent */
export function isTrackingParam(name) {
  return TRACKING.test(name)
}

/**
 * The address (path and query, as in a request line) without tracking parameters; the others stay
 * as sent, in their order.
 * @param {string} url
 */
export function withoutTrackingParams(url) {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((part) => !isTrackingParam(part.split('=', 1)[0] ?? ''))
  return kept.length ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark)
}
