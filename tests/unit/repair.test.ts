import { demoRepair } from '@/server/ai/demo'
import { applyRepairFixes, parseRepairFixes, repairPrompt, type RepairableArticle } from '@/server/articles/repair'
import { scoreAnalysis } from '@/server/content/analysis'
import { repairPlan, splitLongParagraphs } from '@/server/content/analysis/repairPlan'
import { readArticle } from '@/server/content/analysis/text'
import { inspectArticle } from '@/server/content/seo'
import { repairableFailures, type RepairableCheck } from '@/shared/analysis'

// Long sections of long paragraphs with few transitions: every readability repair has work to do.
const SENTENCES = [
  'Plan your week and keep simple notes to see what works for the people who read your letters every single week of the year.',
  'Small shops send one letter a week.',
  'Customers open letters that answer a question they already had.',
  'A short subject line reads well on a phone.',
  'The signup form belongs on every page.',
  'Old addresses bounce and hurt delivery.',
]
const paragraph = (n: number) => `<p>${Array.from({ length: n }, (_, i) => SENTENCES[i % SENTENCES.length]).join(' ')}</p>`
const body = Array.from({ length: 3 }, (_, i) => `<h2>Part ${i + 1}</h2>${paragraph(14)}${paragraph(10)}${paragraph(6)}`).join('')
const article: RepairableArticle = {
  title: 'Email Marketing Tips for Small Shops',
  content: `<h1>Email Marketing Tips for Small Shops</h1><p>Shops grow when they talk to their customers.</p>${body}`,
  seo: { title: 'Email Marketing Tips for Small Shops', metaDescription: 'How small shops can grow.', focusKeyword: 'email marketing tips' },
  language: 'en',
}
const analysed = (a: RepairableArticle) => scoreAnalysis({ html: a.content, ...a.seo, language: a.language })
const failuresOf = (a: RepairableArticle) => {
  const scores = analysed(a)
  return repairableFailures([...scores.seoChecks, ...scores.readabilityChecks])
}
const planFor = (a: RepairableArticle, failures: readonly RepairableCheck[]) => {
  const density = analysed(a).seoChecks.find((c) => c.id === 'keyphraseDensity')!.detail
  return repairPlan({ ...a, content: splitLongParagraphs(a.content) }, failures, { count: density.count ?? 0, minCount: density.minCount ?? 0 })
}

describe('the repair pass (after writing, and Improve)', () => {
  it('finds SEO and readability problems a rewrite of parts can fix', () => {
    expect(failuresOf(article)).toEqual(
      expect.arrayContaining(['keyphraseInMetaDescription', 'metaDescriptionLength', 'keyphraseInIntroduction', 'keyphraseDensity', 'paragraphLength', 'subheadingDistribution', 'transitionWords']),
    )
  })

  it('splits paragraphs over 150 words where sentences end, keeping every word', () => {
    const long = paragraph(14)
    const split = splitLongParagraphs(long)
    expect(split.match(/<p>/g)!.length).toBeGreaterThan(1)
    const words = (html: string) => readArticle(html).blocks.flatMap((b) => b.sentences).join(' ')
    expect(words(split)).toBe(words(long))
    for (const block of readArticle(split).blocks) expect(block.sentenceLengths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(150)
    // Markup inside a paragraph is never cut: such a paragraph stays whole.
    const linked = `<p><a href="https://example.com/">A link</a> ${long.slice(3)}`
    expect(splitLongParagraphs(linked)).toBe(linked)
  })

  it('asks only for the parts the failing checks concern, with numbered sentences and places', () => {
    const failures = failuresOf(article)
    const plan = planFor(article, failures)
    const prompt = repairPrompt(article, failures, plan)
    for (const key of ['"metaDescription"', '"firstParagraph"', '"sentences"', '"rewrites"', '"subheadings"']) expect(prompt).toContain(key)
    expect(plan.rewrites.length).toBeGreaterThan(0)
    expect(prompt).toContain(`1. [link] ${plan.rewrites[0]!.sentence}`)
    const metaOnly = repairPrompt(article, ['keyphraseInMetaDescription'], planFor(article, ['keyphraseInMetaDescription']))
    expect(metaOnly).toContain('"metaDescription"')
    expect(metaOnly).not.toContain('"firstParagraph"')
    expect(metaOnly).not.toContain('"rewrites"')
  })

  it('a long section gets H3 subheadings: the article’s H2s stay its outline (issue 35)', () => {
    const failures = failuresOf(article)
    expect(failures).toContain('subheadingDistribution')
    const plan = planFor(article, failures)
    expect(plan.subheadingTag).toBe('h3')
    const fixed = applyRepairFixes(article, plan, { subheadings: plan.subheadings.map((_, i) => `Part detail ${i + 1}`) })
    expect(fixed.content.match(/<h2>/g)).toHaveLength(3)
    expect(fixed.content).toContain('<h3>Part detail 1</h3>')
    // Text before any H2 is a section of the H1: its subheading is an H2.
    const flat = { ...article, content: `<h1>${article.title}</h1>${paragraph(14)}${paragraph(14)}${paragraph(10)}` }
    expect(planFor(flat, failuresOf(flat)).subheadingTag).toBe('h2')
  })

  it('reads the model’s JSON, fenced or not, and nothing from an answer that is not JSON', () => {
    expect(parseRepairFixes('```json\n{"metaDescription":"x","rewrites":{"1":"a"}}\n```')).toEqual({ metaDescription: 'x', rewrites: { '1': 'a' } })
    expect(parseRepairFixes('<h1>An article instead</h1>')).toEqual({})
    expect(parseRepairFixes('{"sentences": "not a list"}')).toEqual({})
  })

  it('writes fixes in as text: markup is escaped, fixes without the keyphrase are dropped', () => {
    const failures = failuresOf(article)
    const plan = planFor(article, failures)
    const fixed = applyRepairFixes(article, plan, {
      firstParagraph: 'These email marketing tips help shops grow <script>alert(1)</script>.',
      sentences: ['Try one of these email marketing tips each week.', 'A sentence without the phrase.'],
      subheadings: ['<b>Bold</b> heading'],
    })
    expect(fixed.content).not.toContain('<script')
    expect(fixed.content).toContain('&lt;script&gt;')
    expect(fixed.content).toContain('&lt;b&gt;Bold&lt;/b&gt; heading')
    expect(fixed.content).not.toContain('A sentence without the phrase')
    const ignored = applyRepairFixes(article, plan, { metaDescription: 'A meta description that forgets the phrase entirely but is long enough to pass the length check, yes it is.' })
    expect(ignored.seo.metaDescription).toBe(article.seo.metaDescription)
  })

  it('offline, the demo writer’s answer raises both scores and mends every repairable check, in both languages', () => {
    for (const language of ['en', 'hu'] as const) {
      const failing = { ...article, language }
      const before = analysed(failing)
      const failures = failuresOf(failing)
      const plan = planFor(failing, failures)
      const answer = demoRepair({ keyword: failing.seo.focusKeyword, language, firstParagraph: inspectArticle(failing.content).firstParagraph }, failures, plan)
      const fixed = applyRepairFixes(failing, plan, parseRepairFixes(answer))
      expect([language, repairableFailures([...fixed.seoChecks, ...fixed.readabilityChecks])]).toEqual([language, []])
      expect(fixed.score).toBeGreaterThan(before.score)
      expect(fixed.readabilityScore).toBeGreaterThan(before.readabilityScore)
    }
  })

  it('leaves a keyphrase used too often alone (added text cannot lower its count)', () => {
    const crowded = { ...article, content: `<h1>x</h1><p>${'Email marketing tips work. '.repeat(30)}</p>` }
    expect(failuresOf(crowded)).not.toContain('keyphraseDensity')
  })

  it('moves the keyphrase to the start of an SEO title the model chose, never of one the user chose', () => {
    const modelTitled = { ...article, seo: { ...article.seo, title: 'Small shops and their email marketing tips' } }
    const seoChecks = analysed(modelTitled).seoChecks
    expect(seoChecks.find((c) => c.id === 'keyphraseInTitle')!.level).toBe('ok')
    // Unknown or chosen by the user: the title is not the repair's to change.
    expect(repairableFailures(seoChecks)).not.toContain('keyphraseInTitle')
    const failures = repairableFailures(seoChecks, { titleChosen: false })
    expect(failures).toContain('keyphraseInTitle')
    const plan = planFor(modelTitled, failures)
    expect(repairPrompt(modelTitled, failures, plan)).toContain('"title": an SEO title of at most 60 characters that begins with "email marketing tips" exactly')
    const answer = parseRepairFixes(demoRepair({ keyword: 'email marketing tips', language: 'en', firstParagraph: '' }, failures, plan))
    const fixed = applyRepairFixes({ ...modelTitled, titleChosen: false }, plan, answer)
    expect(fixed.seo.title).toBe('Email marketing tips: a practical guide')
    expect(fixed.seoChecks.find((c) => c.id === 'keyphraseInTitle')!.level).toBe('good')
    // The same answer over a title the user chose, or a title that does not start with the keyphrase: not taken.
    expect(applyRepairFixes({ ...modelTitled, titleChosen: true }, plan, answer).seo.title).toBe(modelTitled.seo.title)
    expect(applyRepairFixes({ ...modelTitled, titleChosen: false }, plan, { title: 'Tips: email marketing for shops' }).seo.title).toBe(modelTitled.seo.title)
  })

  it('writes a rewrite with "$" in it as written', () => {
    const failures = failuresOf(article)
    const plan = planFor(article, failures)
    const first = plan.rewrites[0]!
    const fixed = applyRepairFixes(article, plan, { rewrites: { '1': `However, it costs $$5 and $& more. ${first.sentence}` } })
    expect(fixed.content).toContain('However, it costs $$5 and $&amp; more.')
  })
})
