export type SitemapEntry = {
  path: string
  priority: number
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
}

/** SPEC 2: home 1.0, pricing and blog list 0.9, tool pages 0.8, contact 0.7, legal 0.3. */
export const STATIC_PAGES: SitemapEntry[] = [
  { path: '/', priority: 1.0, changeFrequency: 'weekly' },
  { path: '/pricing', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/blog', priority: 0.9, changeFrequency: 'daily' },
  ...['/ai-tools', '/blog-writer', '/blog-writer-sliding', '/prompt-to-post', '/product-promo', '/text-to-speech'].map(
    (path): SitemapEntry => ({ path, priority: 0.8, changeFrequency: 'monthly' }),
  ),
  { path: '/contact', priority: 0.7, changeFrequency: 'yearly' },
  ...['/privacy-policy', '/terms-of-service', '/cookie-policy', '/en/privacy-policy', '/en/terms-of-service', '/en/cookie-policy'].map(
    (path): SitemapEntry => ({ path, priority: 0.3, changeFrequency: 'yearly' }),
  ),
]
