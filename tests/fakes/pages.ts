import type http from 'node:http'
import zlib from 'node:zlib'

import { longArticleHtml } from '../support/longArticle.mjs'
import { escapeHtml, isDirectRun, runStandalone, send, startServer, type LoopbackServer } from './http'

/**
 * A loopback web site for the URL tools (write from a URL, product promo) and the safe fetcher's
 * tests: real HTTP on 127.0.0.1, pages as sites send them (menus and footers around the article,
 * JSON-LD on a product page, gzip), and the pages a fetcher must refuse or give up on.
 *
 * GET /article          a 1,500-word article inside site chrome (nav, aside, footer)
 * GET /article.gz       the same, gzip-encoded
 * GET /latin1           an ISO-8859-1 page declared in its Content-Type
 * GET /products/acme-writer  a product page: schema.org Product JSON-LD, Open Graph price, a feature list
 * GET /redirect?to=URL  302 to any address (e.g. a private one); /hops/N redirects N times then /article
 * GET /slow             headers after `slowMs` (default 15 s)
 * GET /drip             headers at once, then a byte a second
 * GET /big              6 MB of HTML (Content-Length declared); /big-chunked the same without it
 * GET /doc.pdf          a PDF
 * GET /missing          404
 */

export const ARTICLE_TITLE = 'Composting at Home: A Field Guide'
export const ARTICLE_FACTS = { year: '2019', share: '37%', name: 'Greenfield Institute' }

export function articlePageHtml(): string {
  const body = longArticleHtml('home composting', 2)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Garden Notes</title>
<meta property="og:site_name" content="Garden Notes"><meta name="description" content="How to compost kitchen scraps at home.">
</head><body>
<header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/about">About us</a> <a href="/login">Log in</a></nav></header>
<main><article><h1>${ARTICLE_TITLE}</h1>
<p>A survey by the ${ARTICLE_FACTS.name} in ${ARTICLE_FACTS.year} found that ${ARTICLE_FACTS.share} of households throw away food they could compost.</p>
${body}</article></main>
<aside><h3>Popular</h3><ul><li><a href="/a">Ten houseplants</a></li><li><a href="/b">Winter pruning</a></li></ul></aside>
<footer><p>© Garden Notes. Cookie settings. Newsletter sign-up.</p></footer>
</body></html>`
}

export const PRODUCT = {
  name: 'Acme Writer',
  brand: 'Acme',
  price: '29.00',
  currency: 'USD',
  description: 'Acme Writer drafts long-form articles with an outline, citations and a tone you choose.',
  features: ['Outline editor with drag and drop', 'Citations from your own sources', 'Tone presets for every brand', 'One-click export to WordPress', 'Team workspaces with roles', 'Version history'],
}

export function productPageHtml(): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', name: PRODUCT.brand },
      {
        '@type': 'Product',
        name: PRODUCT.name,
        brand: { '@type': 'Brand', name: PRODUCT.brand },
        description: PRODUCT.description,
        offers: { '@type': 'Offer', price: PRODUCT.price, priceCurrency: PRODUCT.currency },
      },
    ],
  }
  const features = PRODUCT.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')
  return `<!doctype html><html><head><meta charset="utf-8"><title>${PRODUCT.name} – Acme</title>
<meta property="og:type" content="product"><meta property="og:title" content="${PRODUCT.name}">
<meta property="product:price:amount" content="${PRODUCT.price}"><meta property="product:price:currency" content="${PRODUCT.currency}">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body>
<nav><a href="/">Acme</a> <a href="/pricing">Pricing</a></nav>
<main><h1>${PRODUCT.name}</h1><p>${PRODUCT.description} Writers at small agencies use it to publish twice as often without hiring.</p>
<h2>Features</h2><ul>${features}</ul>
<h2>Pricing</h2><p>One plan, ${PRODUCT.price} ${PRODUCT.currency} a month, cancel any time. Every plan includes unlimited drafts and the WordPress export.</p></main>
<footer>© Acme Inc.</footer></body></html>`
}

export type PageServer = LoopbackServer & { hits: string[] }

export async function startPageServer(options: { port?: number; slowMs?: number } = {}): Promise<PageServer> {
  const hits: string[] = []
  const html = (res: http.ServerResponse, text: string, type = 'text/html; charset=utf-8') => send(res, 200, type, text)
  const server = await startServer({
    label: 'fake pages',
    port: options.port,
    internalError: (res, message) => send(res, 500, 'text/plain', message),
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      hits.push(url.pathname)
      const path = url.pathname
      if (path === '/__fake/health') return send(res, 200, 'text/plain', 'ok')
      if (path === '/article') return html(res, articlePageHtml())
      if (path === '/article.gz') {
        const body = zlib.gzipSync(articlePageHtml())
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip', 'Content-Length': body.length })
        return void res.end(body)
      }
      if (path === '/latin1') {
        const body = Buffer.from('<!doctype html><html><head><title>Café crème</title></head><body><p>Árvíztűrő café crème.</p></body></html>', 'latin1')
        res.writeHead(200, { 'Content-Type': 'text/html; charset=ISO-8859-1' })
        return void res.end(body)
      }
      if (path.startsWith('/products/')) return html(res, productPageHtml())
      if (path === '/redirect') {
        res.writeHead(302, { Location: url.searchParams.get('to') ?? '/article' })
        return void res.end()
      }
      const hops = /^\/hops\/(\d+)$/.exec(path)
      if (hops) {
        const left = Number(hops[1])
        res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : '/article' })
        return void res.end()
      }
      if (path === '/slow') {
        await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 15_000))
        if (!res.destroyed) html(res, articlePageHtml())
        return
      }
      if (path === '/drip') {
        res.writeHead(200, { 'Content-Type': 'text/html' })
        res.write('<!doctype html><p>')
        const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('.')), 1000)
        res.on('close', () => clearInterval(timer))
        return
      }
      if (path === '/big' || path === '/big-chunked') {
        const chunk = `<p>${'lorem ipsum '.repeat(800)}</p>\n`
        const count = Math.ceil((6 * 1024 * 1024) / chunk.length)
        res.writeHead(200, { 'Content-Type': 'text/html', ...(path === '/big' ? { 'Content-Length': chunk.length * count } : {}) })
        for (let i = 0; i < count && !res.destroyed; i++) if (!res.write(chunk)) await new Promise((r) => res.once('drain', r))
        return void res.end()
      }
      if (path === '/doc.pdf') return send(res, 200, 'application/pdf', '%PDF-1.4\n%…')
      send(res, 404, 'text/html', '<h1>Not found</h1>')
    },
  })
  return { ...server, hits }
}

if (isDirectRun(/fakes[/\\]pages\.ts$/)) {
  void runStandalone(
    async () => {
      const server = await startPageServer({ port: Number(process.env.FAKE_PAGES_PORT) || undefined })
      return { ...server, stop: server.close }
    },
    (fake) => `fake pages on ${fake.baseUrl}`,
  )
}
