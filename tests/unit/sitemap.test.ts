import { STATIC_PAGES } from '@/server/seo/sitemap'

const priority = (path: string) => STATIC_PAGES.find((p) => p.path === path)?.priority

describe('static sitemap (SPEC 2 priorities)', () => {
  it('ranks the pages as SPEC says', () => {
    expect(priority('/')).toBe(1)
    expect(priority('/pricing')).toBe(0.9)
    expect(priority('/blog')).toBe(0.9)
    expect(priority('/blog-writer')).toBe(0.8)
    expect(priority('/ai-tools')).toBe(0.8)
    expect(priority('/contact')).toBe(0.7)
    for (const legal of ['/privacy-policy', '/terms-of-service', '/cookie-policy', '/en/privacy-policy', '/en/terms-of-service', '/en/cookie-policy']) {
      expect(priority(legal)).toBe(0.3)
    }
  })
  it('lists every path once', () => {
    const paths = STATIC_PAGES.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
