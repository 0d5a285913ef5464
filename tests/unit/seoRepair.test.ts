import { applySeoFixes, parseSeoFixes, seoRepairPrompt, type RepairableArticle } from '@/server/articles/seoRepair'
import { repairableFailures } from '@/shared/articles'
import { demoSeoFixes } from '@/server/ai/demo'
import { inspectArticle } from '@/server/content/seo'
import { seoScore } from '@/server/content/seo'

const body = Array.from({ length: 6 }, (_, i) => `<h2>Part ${i + 1}</h2><p>${'Plan your week and keep simple notes so you can see what works. '.repeat(12)}</p>`).join('')
const article: RepairableArticle = {
  title: 'Email Marketing Tips for Small Shops',
  content: `<h1>Email Marketing Tips for Small Shops</h1><p>Shops grow when they talk to their customers.</p>${body}`,
  seo: { title: 'Email Marketing Tips for Small Shops', metaDescription: 'How small shops can grow.', focusKeyword: 'email marketing tips' },
  language: 'en',
}
const score = (a: RepairableArticle) => seoScore({ html: a.content, ...a.seo, language: a.language })

describe('the SEO repair pass', () => {
  it('asks only for the parts the failing checks concern', () => {
    const failures = repairableFailures(score(article).checks)
    expect(failures).toEqual(expect.arrayContaining(['keywordInMeta', 'metaLength', 'keywordInFirstParagraph', 'keywordDensity']))
    const prompt = seoRepairPrompt(article, failures)
    expect(prompt).toContain('"metaDescription"')
    expect(prompt).toContain('"firstParagraph"')
    expect(prompt).toContain('"sentences"')
    expect(seoRepairPrompt(article, ['keywordInMeta'])).not.toContain('"firstParagraph"')
  })

  it('reads the model’s JSON, fenced or not, and nothing from an answer that is not JSON', () => {
    expect(parseSeoFixes('```json\n{"metaDescription":"x","sentences":["a"]}\n```')).toEqual({ metaDescription: 'x', sentences: ['a'] })
    expect(parseSeoFixes('<h1>An article instead</h1>')).toEqual({})
    expect(parseSeoFixes('{"sentences": "not a list"}')).toEqual({})
  })

  it('writes the fixes in as text and scores higher; fixes without the keyword are ignored', () => {
    const before = score(article).score
    const fixed = applySeoFixes(article, {
      metaDescription: 'Email marketing tips for small shops: how to plan, write and send emails that customers open, read and answer, one simple step at a time.',
      firstParagraph: 'These email marketing tips help shops grow when they talk to their customers <script>alert(1)</script>.',
      sentences: ['Try one of these email marketing tips each week.', 'A sentence without the phrase.', 'Good email marketing tips save time.'],
    })
    expect(fixed.score).toBeGreaterThan(before)
    expect(fixed.seoChecks.filter((c) => ['keywordInMeta', 'metaLength', 'keywordInFirstParagraph'].includes(c.id)).every((c) => c.passed)).toBe(true)
    expect(fixed.content).not.toContain('<script')
    expect(fixed.content).toContain('&lt;script&gt;')
    expect(fixed.content).not.toContain('A sentence without the phrase')
    const ignored = applySeoFixes(article, { metaDescription: 'A meta description that forgets the phrase entirely but is long enough to pass the length check of the score, yes.' })
    expect(ignored.seo.metaDescription).toBe(article.seo.metaDescription)
  })

  it('rewrites the paragraph the checks read (the first with text), not an empty one before it', () => {
    const withEmpty = { ...article, content: article.content.replace('<p>Shops grow', '<blockquote><p></p></blockquote><p>Shops grow') }
    const fixed = applySeoFixes(withEmpty, { firstParagraph: 'These email marketing tips help shops grow.' })
    expect(fixed.content).not.toContain('Shops grow when they talk')
    expect(fixed.content).toContain('<p>These email marketing tips help shops grow.</p>')
    expect(fixed.seoChecks.find((c) => c.id === 'keywordInFirstParagraph')?.passed).toBe(true)
  })

  it('offline, the demo writer’s answer mends every repairable check, in both languages', () => {
    for (const language of ['en', 'hu'] as const) {
      const failing = { ...article, language }
      const failures = repairableFailures(score(failing).checks)
      const answer = demoSeoFixes({ keyword: failing.seo.focusKeyword, language, firstParagraph: inspectArticle(failing.content).firstParagraph }, failures)
      const fixed = applySeoFixes(failing, parseSeoFixes(answer))
      expect([language, repairableFailures(fixed.seoChecks)]).toEqual([language, []])
      expect(fixed.score).toBeGreaterThan(score(failing).score)
    }
  })

  it('leaves a too-high density alone (added text cannot lower it)', () => {
    const crowded = { ...article, content: `<h1>x</h1><p>${'email marketing tips '.repeat(30)}</p>` }
    expect(repairableFailures(score(crowded).checks)).not.toContain('keywordDensity')
  })
})
