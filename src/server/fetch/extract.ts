import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'

import { collapseWhitespace } from '@/shared/text'

/** A product the page describes (schema.org Product JSON-LD and Open Graph first, then the page text). */
export type ProductFacts = { name: string; brand?: string; price?: string; currency?: string; description?: string; features: string[] }

/** What a writing tool reads from a page: its main text, not its menus, ads and footers. */
export type SourcePage = {
  url: string
  title: string
  siteName?: string
  description?: string
  headings: string[]
  /** The main text, paragraphs separated by blank lines, at most MAX_SOURCE_WORDS words. */
  text: string
  product?: ProductFacts
}

/** SPEC 9: a promotional article reads up to 10,000 words of its page; every URL tool keeps the same budget. */
export const MAX_SOURCE_WORDS = 10_000
const MAX_FEATURES = 5
const MAX_HEADINGS = 30

const clean = (value: unknown): string | undefined => (typeof value === 'string' && collapseWhitespace(value)) || undefined

function metaContent(document: Document, ...names: string[]): string | undefined {
  for (const name of names) {
    const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)
    const value = clean(element?.getAttribute('content'))
    if (value) return value
  }
  return undefined
}

const typeIs = (node: Record<string, unknown>, type: string) => {
  const value = node['@type']
  return value === type || (Array.isArray(value) && value.includes(type))
}

/** Every object in the page's JSON-LD blocks, @graph and arrays flattened. */
function jsonLdNodes(document: Document): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const node = value as Record<string, unknown>
    nodes.push(node)
    if (node['@graph']) visit(node['@graph'])
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''))
    } catch {
      // A broken block on someone else's page is skipped.
    }
  }
  return nodes
}

function productFromJsonLd(document: Document): Partial<ProductFacts> | undefined {
  const product = jsonLdNodes(document).find((node) => typeIs(node, 'Product') || typeIs(node, 'SoftwareApplication'))
  if (!product) return undefined
  const offers = [product.offers].flat().find((offer) => offer && typeof offer === 'object') as Record<string, unknown> | undefined
  const brand = product.brand && typeof product.brand === 'object' ? (product.brand as Record<string, unknown>).name : product.brand
  const price = offers?.price ?? offers?.lowPrice
  return {
    name: clean(product.name),
    brand: clean(brand),
    description: clean(product.description),
    price: typeof price === 'number' ? String(price) : clean(price),
    currency: clean(offers?.priceCurrency),
    features: [product.featureList].flat().flatMap((f) => (typeof f === 'string' ? f.split(/\n|,(?=\s*[A-Z])/) : [])).map((f) => collapseWhitespace(f)).filter(Boolean),
  }
}

/** Short list items of the main text: what product pages list as features. */
function listItems(html: string): string[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  return [...document.querySelectorAll('li')]
    .map((li) => collapseWhitespace(li.textContent ?? ''))
    .filter((text) => text.length >= 3 && text.length <= 200)
}

function headingsOf(html: string): string[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  return [...document.querySelectorAll('h1, h2, h3')].map((h) => collapseWhitespace(h.textContent ?? '')).filter(Boolean).slice(0, MAX_HEADINGS)
}

/** Block text with blank lines between paragraphs, cut at the word budget. */
function mainText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  const blocks = [...document.querySelectorAll('h1, h2, h3, h4, p, li, blockquote, td, pre')]
    .filter((element) => !element.querySelector('p, li, h1, h2, h3, h4, blockquote'))
    .map((element) => collapseWhitespace(element.textContent ?? ''))
    .filter(Boolean)
  const text = blocks.length ? blocks : [collapseWhitespace(document.body?.textContent ?? '')]
  const out: string[] = []
  let words = 0
  for (const block of text) {
    const blockWords = block.split(' ')
    if (words + blockWords.length > MAX_SOURCE_WORDS) {
      if (words < MAX_SOURCE_WORDS) out.push(blockWords.slice(0, MAX_SOURCE_WORDS - words).join(' '))
      break
    }
    out.push(block)
    words += blockWords.length
  }
  return out.join('\n\n')
}

/**
 * A fetched page → its title, headings and main text (Mozilla Readability on a linkedom DOM), and
 * for a product page its name, brand, price, description and up to five features.
 */
export function extractPage(html: string, url: string): SourcePage {
  const { document } = parseHTML(html)
  const ogTitle = metaContent(document, 'og:title', 'twitter:title')
  const description = metaContent(document, 'og:description', 'description', 'twitter:description')
  const siteName = metaContent(document, 'og:site_name', 'application-name')
  const fromJsonLd = productFromJsonLd(document)
  const isProductPage = Boolean(fromJsonLd) || /product/i.test(metaContent(document, 'og:type') ?? '')
  const documentTitle = clean(document.querySelector('title')?.textContent)
  const ogPrice = metaContent(document, 'product:price:amount', 'og:price:amount')
  const ogCurrency = metaContent(document, 'product:price:currency', 'og:price:currency')
  // Readability changes the document it reads: the head was read first.
  const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse()
  const content = article?.content ?? ''
  const text = mainText(content || html)
  const title = clean(article?.title) ?? ogTitle ?? documentTitle ?? new URL(url).hostname
  const page: SourcePage = { url, title, siteName, description, headings: headingsOf(content), text }
  if (isProductPage) {
    page.product = {
      name: fromJsonLd?.name ?? ogTitle ?? title,
      brand: fromJsonLd?.brand,
      price: fromJsonLd?.price ?? ogPrice,
      currency: fromJsonLd?.currency ?? ogCurrency,
      description: fromJsonLd?.description ?? description,
      features: [...new Set([...(fromJsonLd?.features ?? []), ...listItems(content)])].slice(0, MAX_FEATURES),
    }
  }
  return page
}
