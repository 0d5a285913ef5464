import { finishArticle } from '@/server/articles/finish'
import { snapHeight } from '@/components/tools/LivePreviewDrawer'
import { exportFileName } from '@/server/articles/export'

const input = { topic: 'Composting at home for beginners', focusKeyword: 'composting', language: 'en' as const }

describe('finishArticle', () => {
  it('reads the SEO comment, strips fences and unsafe markup, keeps one H1', () => {
    const raw = '```html\n<!--SEO {"title":"Composting 101","metaDescription":"All about composting.","focusKeyword":"compost"}-->\n<h1>Composting 101</h1><h1>Again</h1><p onclick="x()">Text</p><script>bad()</script>\n```'
    const done = finishArticle(raw, input)
    expect(done.seo).toEqual({ title: 'Composting 101', metaDescription: 'All about composting.', focusKeyword: 'composting' })
    expect(done.content).toBe('<h1>Composting 101</h1><h2>Again</h2><p>Text</p>')
    expect(done.score).toBeGreaterThan(0)
  })
  it('the user’s chosen title wins over the model’s', () => {
    const done = finishArticle('<!--SEO {"title":"Model title"}--><h1>Model title</h1><p>x</p>', { ...input, selectedTitle: 'My composting title' })
    expect(done.title).toBe('My composting title')
    expect(done.content).toBe('<h1>My composting title</h1><p>x</p>')
  })
  it('an answer without any title or H1 is titled by the topic, so it can be saved (regression)', () => {
    const done = finishArticle('1. Just a list\n2. of lines', input)
    expect(done.title).toBe('Composting at home for beginners')
    expect(done.content.startsWith('<h1>Composting at home for beginners</h1>')).toBe(true)
  })
})

describe('live preview drawer (SPEC 9 numbers)', () => {
  it('clamps between 80 px and 80 % of the window and snaps by the thresholds', () => {
    expect(snapHeight(50, 1000)).toBe(80)
    expect(snapHeight(110, 1000)).toBe(80)
    expect(snapHeight(150, 1000)).toBe(400)
    expect(snapHeight(650, 1000)).toBe(650)
    expect(snapHeight(950, 1000)).toBe(800)
  })
})

describe('export file names (SPEC 9)', () => {
  it('lower-cases and turns every other character into a hyphen', () => {
    expect(exportFileName('Email Marketing: 12 Tips!', 'html')).toBe('email-marketing--12-tips-.html')
    expect(exportFileName('Kávé', 'pdf')).toBe('k-v-.pdf')
  })
})
