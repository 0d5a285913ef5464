import { demoArticle } from '@/server/ai/demo'
import { publishableBody } from '@/server/articles/publishable'

describe('what a site or the blog receives of an article', () => {
  it.each(['en', 'hu'] as const)('a demo article (%s) goes out without its title and without the notice to its writer (issue 39: Publish to Blog)', (language) => {
    const html = demoArticle({ title: 'Balcony composting', keyword: 'balcony composting', language })
    expect(html).toMatch(/Demo (article|cikk)/)
    const body = publishableBody(html)
    expect(body).not.toMatch(/Demo (article|cikk)/)
    expect(body).not.toContain('<h1')
    expect(body).toContain('<h2>')
  })

  it('keeps a paragraph that only talks about demo articles, and an H1 that is not the first element', () => {
    const html = '<p>Intro.</p><h1>Second title</h1><p>A demo article: written offline by hand is still an article.</p>'
    expect(publishableBody(html)).toBe(html)
  })

  it('drops the leading H1 with its attributes and keeps everything after it', () => {
    expect(publishableBody('<h1 class="x">Title</h1>\n<p>Body <em>text</em>.</p>')).toBe('<p>Body <em>text</em>.</p>')
  })
})
