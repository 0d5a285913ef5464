import { createHash } from 'node:crypto'

import { APP_SCRIPTS_ID, LOADER, deferAppScripts, startsOnIntent } from '@/server/http/deferredApp.mjs'
import { signCachedPage } from '@/server/http/isrCacheHandler.mjs'
import { executableInlineScripts } from '@/server/http/securityHeaders.mjs'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Post</h1><a href="/blog">Blog</a></main>',
  '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '</body></html>',
].join('')

describe('deferAppScripts: a cached page whose app starts on intent', () => {
  const deferred = deferAppScripts(page)
  const template = deferred.slice(deferred.indexOf(`<template id="${APP_SCRIPTS_ID}">`), deferred.indexOf('</template>'))
  const outside = deferred.replace(template, '')

  it('moves every script of the app, in its order, into one inert template at the end of <body>', () => {
    const moved = [...template.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((m) => m[0])
    expect(moved).toEqual([
      '<script src="/_next/static/chunks/runtime.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"0:{}"])</script>',
      '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
    ])
    expect(deferred.endsWith(`</template><script>${LOADER}</script></body></html>`)).toBe(true)
  })

  it('leaves out the noModule polyfills, which no browser able to run the app runs (the idle prefetch fetched them)', () => {
    expect(deferred).not.toMatch(/nomodule/i)
    expect(deferred).not.toContain('polyfills.js')
  })

  it('leaves outside it the content, the stylesheet and data blocks such as JSON-LD, and no hint to preload a script', () => {
    expect(outside).toContain('<main><h1>Post</h1><a href="/blog">Blog</a></main>')
    expect(outside).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(outside).toContain('<script type="application/ld+json">{"@type":"BlogPosting"}</script>')
    expect(outside).not.toContain('rel="preload"')
    expect(executableInlineScripts(outside)).toEqual([LOADER])
  })

  it('keeps each moved script\'s text, so the hashes of the page\'s policy still match it when the loader runs it', () => {
    expect(executableInlineScripts(deferred)).toEqual([...executableInlineScripts(page), LOADER])
  })

  it('leaves a page without scripts, without </body>, or already deferred as it was', () => {
    const plain = '<html><body><p>Hi</p><script type="application/ld+json">{}</script></body></html>'
    expect(deferAppScripts(plain)).toBe(plain)
    expect(deferAppScripts('<p>partial<script>x()</script>')).toBe('<p>partial<script>x()</script>')
    expect(deferAppScripts(deferred)).toBe(deferred)
  })

  it('treats a script typed as JavaScript as one to move, and an attribute merely ending in "type" as no type', () => {
    const html = '<html><body><script type="text/javascript">a()</script><script data-type="x">b()</script><script type="module">c()</script></body></html>'
    const result = deferAppScripts(html)
    expect(result.slice(0, result.indexOf('<template'))).toBe('<html><body>')
  })

  it('is written into the page without its indents or type comments, its names passed in', () => {
    expect(LOADER).not.toMatch(/\n\s/)
    expect(LOADER).not.toContain('@type')
    expect(LOADER).toMatch(/\)\("app-scripts","seo-writer:app-ready","__seoWriterSession","\/api\/account\/session","starting","ready"\)$/)
    expect(LOADER.length).toBeLessThan(2100) // /blog must stay under 40 KB of HTML (blog-pages.spec)
  })
})

describe('startsOnIntent: which cached pages are read before they are used', () => {
  it('the home page, the blog and its posts and pages, pricing and the legal pages, with or without the language segment', () => {
    for (const pathname of ['/', '/en', '/hu', '/blog', '/en/blog', '/en/blog/my-post', '/blog/page/2', '/hu/blog/page/3', '/pricing', '/en/pricing', '/en/privacy-policy', '/en/en/terms-of-service', '/hu/cookie-policy']) {
      expect([pathname, startsOnIntent(pathname)]).toEqual([pathname, true])
    }
  })

  it('not /contact, whose form is the page, nor anything that is not a cached public page', () => {
    for (const pathname of ['/contact', '/en/contact', '/hu/contact', '/_not-found', '/en/dashboard', '/en/blog/123', '/en/blog/a/b', '/admin']) {
      expect([pathname, startsOnIntent(pathname)]).toEqual([pathname, false])
    }
  })
})

describe('signCachedPage on a deferred page', () => {
  it('a post gets the template and a policy naming the loader; /contact keeps its scripts where they were', () => {
    const sign = (key: string) => {
      const value = { kind: 'APP_PAGE', html: page, headers: {} as Record<string, string>, status: 200 }
      signCachedPage(key, value)
      return value
    }
    const post = sign('/route-cache/APP_PAGE/ff/$/en/blog/my-post')
    expect(post.html).toBe(deferAppScripts(page))
    expect(post.headers['content-security-policy']).toContain(sha256(LOADER))
    const contact = sign('/route-cache/APP_PAGE/ff/$/en/contact')
    expect(contact.html).toBe(page)
    expect(contact.headers['content-security-policy']).not.toContain(sha256(LOADER))
  })
})
