import { describe, expect, it } from '@jest/globals'

import { scoreAnalysis } from '@/server/content/analysis'
import { outboundHrefAllowed } from '@/server/content/outboundLinks'
import { sanitizeArticleHtml } from '@/server/content/sanitize'
import { anchorPhrases, appendLink, articleSections, insertLinks, linkedUrls, removeLink, suggestLinks, type LinkTarget } from '@/server/links/suggest'

const targets: LinkTarget[] = [
  { url: 'https://garden.example/worm-bins', title: 'How to start a worm bin on a balcony', keyword: 'worm bin', headings: ['Choosing worms', 'Feeding the bin'] },
  { url: 'https://garden.example/tomatoes', title: 'Growing tomatoes in pots', keyword: 'tomatoes in pots', headings: ['Watering tomatoes', 'Staking'] },
  { url: 'https://garden.example/taxes', title: 'Small business tax deadlines', keyword: 'tax deadlines', headings: ['Quarterly payments'] },
  { url: 'https://garden.example/compost-smell', title: 'Why compost smells and how to fix it', keyword: 'compost smell', headings: ['Too wet', 'Too much green'] },
]

const article = [
  '<p>Balcony compost turns kitchen scraps into soil, even without a garden.</p>',
  '<h2>Start with a worm bin</h2>',
  '<p>A worm bin is the tidiest way to compost on a balcony.</p>',
  '<p>Feed the worm bin twice a week.</p>',
  '<h2>Keep the compost smell away</h2>',
  '<p>A compost smell means the bin is too wet: add cardboard.</p>',
  '<h2>Use it on tomatoes in pots</h2>',
  '<p>Finished compost feeds tomatoes in pots all summer.</p>',
].join('')

describe('internal link suggestions (MiniSearch over the writer’s pages)', () => {
  const sections = articleSections(article, 'Balcony compost for beginners')

  it('cuts the article at its H2s, the introduction first', () => {
    expect(sections.map((section) => section.heading)).toEqual(['Balcony compost for beginners', 'Start with a worm bin', 'Keep the compost smell away', 'Use it on tomatoes in pots'])
    expect(sections[1].text).toContain('tidiest way')
  })

  it('suggests the pages the sections discuss, each with the section that discusses it most, and not the unrelated one', () => {
    const suggested = suggestLinks(sections, targets, 'en')
    const byUrl = Object.fromEntries(suggested.map((suggestion) => [suggestion.url, suggestion.section]))
    expect(byUrl).toEqual({ 'https://garden.example/worm-bins': 1, 'https://garden.example/compost-smell': 2, 'https://garden.example/tomatoes': 3 })
    expect(suggested.length).toBeLessThanOrEqual(5)
  })

  it('links nothing for one shared common word', () => {
    const lonely: LinkTarget = { url: 'https://garden.example/kitchen', title: 'Kitchen lighting ideas', keyword: 'kitchen lighting', headings: [] }
    expect(suggestLinks(sections, [lonely], 'en')).toEqual([])
  })

  it('anchors on the keyword first, then runs of the title that begin and end on a content word', () => {
    expect(anchorPhrases({ keyword: 'worm bin', title: 'How to start a worm bin on a balcony' }, 'en').slice(0, 3)).toEqual(['worm bin', 'start a worm bin on a balcony', 'worm bin on a balcony'])
  })
})

describe('placing the links', () => {
  const suggestions = suggestLinks(articleSections(article, 'Balcony compost for beginners'), targets, 'en')

  it('puts one anchor per page in a paragraph of its section, never in a heading', () => {
    const { html, linked } = insertLinks(article, suggestions)
    expect(linked.sort()).toEqual(['https://garden.example/compost-smell', 'https://garden.example/tomatoes', 'https://garden.example/worm-bins'])
    expect(html).toContain('<h2>Start with a worm bin</h2>')
    expect(html).toContain('<p>A <a href="https://garden.example/worm-bins">worm bin</a> is the tidiest way')
    expect(html).toContain('<p>Feed the worm bin twice a week.</p>') // not twice to one page
    expect(html).toContain('<p>A <a href="https://garden.example/compost-smell">compost smell</a> means')
    expect(linkedUrls(html)).toHaveLength(3)
  })

  it('never puts a second link in one paragraph, nor a link inside a link', () => {
    const crowded = '<p>A worm bin and a compost smell.</p><p>Later: the <a href="https://other.example/">worm bin guide</a>.</p><p>Your compost smell checklist.</p>'
    const { html } = insertLinks(crowded, [
      { url: 'https://garden.example/worm-bins', section: 0, phrases: ['worm bin'] },
      { url: 'https://garden.example/compost-smell', section: 0, phrases: ['compost smell'] },
    ])
    expect(html).toBe('<p>A <a href="https://garden.example/worm-bins">worm bin</a> and a compost smell.</p><p>Later: the <a href="https://other.example/">worm bin guide</a>.</p><p>Your <a href="https://garden.example/compost-smell">compost smell</a> checklist.</p>')
  })

  it('leaves a page the text has no words for unlinked; asked for, it closes its section on a “Read also” line', () => {
    const page = { url: 'https://garden.example/taxes', section: 1, phrases: ['tax deadlines'] }
    expect(insertLinks(article, [page]).linked).toEqual([])
    const added = appendLink(article, { url: page.url, title: 'Small business tax deadlines', section: 1 }, 'en')
    expect(added).toContain('<p>Feed the worm bin twice a week.</p><p>Read also: <a href="https://garden.example/taxes">Small business tax deadlines</a></p><h2>Keep the compost smell away</h2>')
  })

  it('removing a link keeps its words', () => {
    const { html } = insertLinks(article, suggestions)
    expect(removeLink(html, 'https://garden.example/worm-bins')).toContain('<p>A worm bin is the tidiest way')
  })
})

describe('outbound links are validated', () => {
  const strict = { allowLoopback: false }
  it.each(['http://10.0.0.1/admin', 'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/', 'http://localhost:8080/', 'https://printer.local/', 'http://intranet/', 'http://127.0.0.1:3000/'])('%s is refused', (href) => {
    expect(outboundHrefAllowed(href, strict)).toBe(false)
  })
  it.each(['https://example.com/page', 'http://93.184.216.34/', '/blog/a-post', 'mailto:hi@example.com'])('%s is kept', (href) => {
    expect(outboundHrefAllowed(href, strict)).toBe(true)
  })
  it('keeps loopback only on test runs, and the site’s own host always', () => {
    expect(outboundHrefAllowed('http://127.0.0.1:12141/?p=1', { allowLoopback: true })).toBe(true)
    expect(outboundHrefAllowed('http://writer.intranet/blog/x', { allowLoopback: false, siteHost: 'writer.intranet' })).toBe(true)
  })
  it('the sanitizer drops a private or javascript: address and keeps the words', () => {
    const clean = sanitizeArticleHtml('<p><a href="http://10.1.2.3/secret">internal wiki</a> and <a href="javascript:alert(1)">click</a> and <a href="https://example.com/">ok</a></p>')
    expect(clean).toBe('<p><a>internal wiki</a> and <a>click</a> and <a href="https://example.com/">ok</a></p>')
  })
})

describe('the internal links check', () => {
  const html = '<p>Balcony compost is easy. Read our <a href="https://garden.example/worm-bins">worm bin guide</a> first.</p>'
  const input = { html, title: 'Balcony compost', metaDescription: 'x', focusKeyword: 'balcony compost', language: 'en' as const }
  it('counts links to the writer’s own sites as internal', () => {
    const internal = (siteHosts?: string[]) => scoreAnalysis({ ...input, siteHosts }).seoChecks.find((check) => check.id === 'internalLinks')!
    expect(internal().level).toBe('bad')
    expect(internal(['garden.example'])).toMatchObject({ level: 'good', detail: { links: 1 } })
  })
})
