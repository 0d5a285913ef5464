import { isTrackingParam, withoutTrackingParams } from '@/server/http/trackingParams.mjs'

describe('tracking parameters', () => {
  it('are the campaign tags, click ids and newsletter ids, by their exact names', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga', 'ref']) expect(isTrackingParam(name)).toBe(true)
    for (const name of ['page', 'q', 'token', 'referrer', 'xref', 'utm', 'UTM_SOURCE', 'gclid2', '']) expect(isTrackingParam(name)).toBe(false)
  })

  it('are left out of an address; the rest stays as sent, in its order', () => {
    expect(withoutTrackingParams('/blog/post?utm_source=news&utm_medium=email')).toBe('/blog/post')
    expect(withoutTrackingParams('/blog?page=2&gclid=abc&q=compost%20bins&ref')).toBe('/blog?page=2&q=compost%20bins')
    expect(withoutTrackingParams('/blog?fbclid=1&page=2')).toBe('/blog?page=2')
    expect(withoutTrackingParams('/pricing')).toBe('/pricing')
    expect(withoutTrackingParams('/?referrer=a')).toBe('/?referrer=a')
  })
})
