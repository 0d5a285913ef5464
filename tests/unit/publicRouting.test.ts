import { internalPath } from '@/i18n/routing'
import { mergeVary } from '@/server/http/vary'

const query = (search = '') => new URLSearchParams(search)

describe('internalPath (the proxy’s rewrite of public addresses)', () => {
  it('puts the language in front of every cached page', () => {
    expect(internalPath('en', '/', query())).toBe('/en')
    expect(internalPath('hu', '/blog', query())).toBe('/hu/blog')
    expect(internalPath('hu', '/blog/my-post-12345678', query())).toBe('/hu/blog/my-post-12345678')
    expect(internalPath('en', '/en/privacy-policy', query())).toBe('/en/en/privacy-policy')
  })

  it('sends a filtered blog list to its per-request page, whichever filter is set', () => {
    expect(internalPath('en', '/blog', query('q=seo'))).toBe('/en/blog/search')
    expect(internalPath('hu', '/blog', query('category=seo-tips'))).toBe('/hu/blog/search')
    expect(internalPath('en', '/blog', query('tag=garden&utm_source=x'))).toBe('/en/blog/search')
    // Tracking parameters alone do not make a list filtered: it stays the cached page.
    expect(internalPath('en', '/blog', query('utm_source=x'))).toBe('/en/blog')
  })

  it('sends a database id to the redirecting page, and nothing else', () => {
    expect(internalPath('en', '/blog/42', query())).toBe('/en/blog/id/42')
    expect(internalPath('en', '/blog/42-things-12345678', query())).toBe('/en/blog/42-things-12345678')
    expect(internalPath('en', '/blog/42/more', query())).toBe('/en/blog/42/more')
  })
})

describe('mergeVary', () => {
  it('keeps both lists, in order, without repeats', () => {
    expect(mergeVary('Cookie, Accept-Language', 'rsc, next-router-state-tree')).toBe('Cookie, Accept-Language, rsc, next-router-state-tree')
    expect(mergeVary(['Sec-CH-Prefers-Color-Scheme', 'cookie'], 'Cookie, Accept-Encoding')).toBe('Sec-CH-Prefers-Color-Scheme, cookie, Accept-Encoding')
    expect(mergeVary(undefined, 'rsc')).toBe('rsc')
    expect(mergeVary(' , ', ' Accept-Encoding ,')).toBe('Accept-Encoding')
  })
})
