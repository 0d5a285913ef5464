import fs from 'node:fs'
import path from 'node:path'

import { href, PATHS } from '@/shared/paths'
import { allRoutes, isReady, navEntries, privateTopSegments, ROUTES, sitemapEntries, toolEntries, type RouteName } from '@/shared/routes'
import { route } from '../support/rewrites'

const APP_DIR = path.join(process.cwd(), 'src/app')

/** Every page file under src/app, relative to it: '(app)/dashboard/page.tsx'… */
function pageFiles(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageFiles(full)
    return entry.name === 'page.tsx' ? [path.relative(APP_DIR, full)] : []
  })
}

describe('the route registry (src/shared/routes.ts)', () => {
  const registered = allRoutes().flatMap((entry) => (entry.page ? [entry.page] : []))

  it('lists every page folder under src/app', () => {
    const missing = pageFiles().filter((file) => !registered.includes(file))
    expect(missing).toEqual([])
  })

  it('has a page file for every entry that claims one, and no page twice', () => {
    const absent = registered.filter((file) => !fs.existsSync(path.join(APP_DIR, file)))
    expect(absent).toEqual([])
    expect(new Set(registered).size).toBe(registered.length)
  })

  it('guards every signed-in and admin page with its own entry', () => {
    for (const entry of allRoutes()) {
      if (entry.area === 'public' || !entry.page || entry.name === 'adminPanel') continue
      const source = fs.readFileSync(path.join(APP_DIR, entry.page), 'utf8')
      expect({ page: entry.page, guard: source.match(/requireRoute\('([^']+)'\)/)?.[1] }).toEqual({ page: entry.page, guard: entry.name })
    }
  })

  it('keeps signed-in and admin pages out of the public, per-language tree, and public pages in it', () => {
    for (const entry of allRoutes()) {
      if (!isReady(entry) || entry.name === 'notFound') continue
      const address = href(entry.name, { id: 7, slug: 'a-post-12345678', missing: 'nowhere', page: 2 })
      if (entry.area === 'public') expect({ address, to: route(address) }).toEqual({ address, to: expect.stringMatching(/^\/en(\/|$)/) })
      else expect({ address, to: route(address) }).toEqual({ address, to: null })
    }
    expect(privateTopSegments()).toEqual(expect.arrayContaining(['admin', 'ai-tools', 'blog-writer', 'blog-writer-sliding', 'dashboard']))
  })

  it('gives the browser the same addresses as the table (paths.ts holds them alone, for weight)', () => {
    expect(Object.keys(PATHS).sort()).toEqual(Object.keys(ROUTES).sort())
    for (const entry of allRoutes()) expect([entry.name, entry.path]).toEqual([entry.name, PATHS[entry.name]])
  })

  it('lists only pages that exist (a planned one would answer the site’s 404 page until it does)', () => {
    expect(Object.values(ROUTES).filter((entry) => !isReady(entry))).toEqual([])
  })

  it('puts only existing pages in the sitemap, with the SPEC priorities', () => {
    const priority = Object.fromEntries(sitemapEntries().map((entry) => [entry.path, entry.priority]))
    expect(priority).toMatchObject({ '/': 1, '/pricing': 0.9, '/blog': 0.9, '/ai-tools': 0.8, '/blog-writer': 0.8, '/contact': 0.7, '/privacy-policy': 0.3, '/en/cookie-policy': 0.3 })
    expect(priority['/prompt-to-post']).toBe(0.8)
    expect(priority['/text-to-speech']).toBe(0.8)
    expect(priority['/article-writer-chat-pro']).toBe(0.8)
  })

  it('feeds the sidebar and the tool cards in the SPEC order', () => {
    // The SPEC's sidebar, with My Articles, Integrations and Bulk writing added (nothing else leads to them as directly).
    expect(navEntries('app').map((entry) => entry.path)).toEqual(['/dashboard', '/ai-tools', '/dashboard/articles', '/dashboard/subscription', '/dashboard/settings', '/dashboard/integrations', '/dashboard/bulk'])
    expect(navEntries('admin').map((entry) => entry.path)).toEqual(['/dashboard/publish', '/dashboard/blog-management', '/dashboard/email-management', '/admin'])
    expect(toolEntries().map((entry) => entry.path)).toEqual(['/blog-writer-sliding', '/article-writer-chat-pro', '/product-promo', '/prompt-to-post', '/text-to-speech'])
  })

  it('builds addresses with their parameters, and refuses a missing one', () => {
    expect(href('blogPost', { slug: 'my post' })).toBe('/blog/my%20post')
    expect(href('article', { id: 12 })).toBe('/dashboard/articles/12')
    expect(() => href('blogEdit' as RouteName)).toThrow('needs id')
  })
})
