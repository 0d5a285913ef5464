import { pickLocale } from '@/i18n/locales'
import { ACCEPTS_HUNGARIAN_FIRST } from '@/i18n/routing'
import { mergeVary } from '@/server/http/vary'
import { route } from '../support/rewrites'

describe('public rewrites (language and page of each public address)', () => {
  it('put the language in front of every cached page', () => {
    expect(route('/')).toBe('/en')
    expect(route('/blog', { cookie: 'NEXT_LOCALE=hu' })).toBe('/hu/blog')
    expect(route('/blog/my-post-12345678', { 'accept-language': 'hu-HU,hu;q=0.9' })).toBe('/hu/blog/my-post-12345678')
    expect(route('/en/privacy-policy', { cookie: 'NEXT_LOCALE=hu' })).toBe('/hu/en/privacy-policy')
    expect(route('/pricing')).toBe('/en/pricing')
  })

  it('let the cookie beat the browser, and ignore an unknown cookie', () => {
    expect(route('/blog', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'hu' })).toBe('/en/blog')
    expect(route('/blog', { cookie: 'NEXT_LOCALE=de', 'accept-language': 'hu' })).toBe('/hu/blog')
  })

  it('send a filtered blog list to its per-request page, whichever filter is set', () => {
    expect(route('/blog?q=seo')).toBe('/en/blog/search')
    expect(route('/blog?category=seo-tips', { cookie: 'NEXT_LOCALE=hu' })).toBe('/hu/blog/search')
    expect(route('/blog?tag=garden&utm_source=x')).toBe('/en/blog/search')
    // Tracking parameters alone do not make a list filtered: it stays the cached page.
    expect(route('/blog?utm_source=x')).toBe('/en/blog')
  })

  it('serve the later list pages as cached pages of their own, and a ?page= through the per-request page (which redirects an unfiltered one there)', () => {
    expect(route('/blog/page/2')).toBe('/en/blog/page/2')
    expect(route('/blog/page/3', { cookie: 'NEXT_LOCALE=hu' })).toBe('/hu/blog/page/3')
    expect(route('/blog?q=seo&page=2')).toBe('/en/blog/search')
    expect(route('/blog?page=2')).toBe('/en/blog/search')
  })

  it('send a database id to the redirecting page, and nothing else', () => {
    expect(route('/blog/42')).toBe('/en/post-id/42')
    expect(route('/blog/42-things-12345678')).toBe('/en/blog/42-things-12345678')
  })

  it('leave the API, the admin panel, the signed-in area and root files alone', () => {
    for (const path of ['/api/posts', '/admin', '/admin/collections/posts', '/_next/static/x.js', '/dashboard', '/dashboard/settings', '/ai-tools', '/blog-writer', '/blog-writer-sliding', '/blog/rss.xml', '/sitemap.xml', '/robots.txt', '/icon.svg', '/favicon.ico', '/apple-icon.png', '/manifest.webmanifest', '/icons/icon-192.png']) {
      expect(route(path)).toBeNull()
    }
    expect(route('/apiary')).toBe('/en/apiary') // only whole segments are reserved
  })
})

describe('Accept-Language: the rewrite and pickLocale agree', () => {
  const headers = [
    'hu', 'HU', 'hu-HU,hu;q=0.9,en-US;q=0.8,en;q=0.7', 'en-US,en;q=0.9,hu;q=0.8', 'de-DE,de;q=0.9,hu;q=0.8,en;q=0.7',
    'de-DE,de;q=0.9,en;q=0.8,hu;q=0.7', 'fr', '', 'hu;q=0, en', 'en;q=0, hu', 'en;q=0.0,de,hu;q=0.5', 'hu;q=0',
    ' de , hu ', 'hun, en', 'en-GB', '*', 'hu;q=0.001', 'huh, hu', 'en;q=0,hu;q=0',
  ]
  it.each(headers)('%j', (header) => {
    const rewriteSaysHungarian = new RegExp(`^${ACCEPTS_HUNGARIAN_FIRST}$`).test(header)
    expect(rewriteSaysHungarian ? 'hu' : 'en').toBe(pickLocale(undefined, header))
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
