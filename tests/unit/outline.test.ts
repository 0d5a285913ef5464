import { demoOutline, demoPart } from '@/server/ai/demoOutline'
import { finishArticle } from '@/server/articles/finish'
import { wordsAskedFor } from '@/server/articles/generate'
import { outlinePrompt, parseOutline, sectionCountFor, type WritingTask } from '@/server/articles/outline'
import { partPrompt } from '@/server/articles/sections'
import { htmlToPlainText } from '@/server/content/html'
import { outlineSchema } from '@/server/articles/outlineSchema'
import { ARTICLE_LENGTHS, partsOf, wordTargets, type Outline } from '@/shared/outline'
import { escapeHtml, words } from '@/shared/text'

const task = (over: Partial<WritingTask> = {}): WritingTask => ({ language: 'en', tone: 'professional', topic: 'Compost bins for small gardens', targetWords: 1500, focusKeyword: 'compost bins', keywordGuess: 'compost bins', ...over })

const outline: Outline = {
  title: 'Compost bins: a practical guide',
  metaDescription: 'Compost bins explained.',
  focusKeyword: 'compost bins',
  sections: [
    { heading: 'Why compost bins matter', intent: 'The reasons.', subheadings: [] },
    { heading: 'Choosing one', intent: 'How to choose.', subheadings: ['Size', 'Material'] },
    { heading: 'Conclusion', intent: 'Sum up.', subheadings: [] },
  ],
}

describe('word targets', () => {
  it.each([
    [2, 800],
    [6, 1500],
    [10, 2500],
    [4, 300],
  ])('%i sections of %i words: the shares add up, the introduction and conclusion get about 8%%', (count, target) => {
    const shares = wordTargets(count, target)
    expect(shares).toHaveLength(count + 1)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.max(target, 2 * 60 + (count - 1) * 60))
    expect(shares[0]).toBe(Math.max(60, Math.round(target * 0.08)))
    expect(shares.at(-1)).toBe(shares[0])
  })

  it('sections suit the length: one per 250 words, 4 to 10', () => {
    expect([300, 800, 1500, 2500, 6000].map(sectionCountFor)).toEqual([4, 4, 6, 10, 10])
  })

  it('the parts are the introduction, then each section, the last marked', () => {
    const parts = partsOf(outline)
    expect(parts.map((p) => (p.kind === 'introduction' ? 'intro' : `${p.index}:${p.last}`))).toEqual(['intro', '0:false', '1:false', '2:true'])
  })
})

describe('the outline a model answers', () => {
  it('is read from JSON, also wrapped in a code fence or prose', () => {
    const json = JSON.stringify(outline)
    expect(parseOutline(json)).toEqual(outline)
    expect(parseOutline('Here is the outline:\n```json\n' + json + '\n```')).toEqual(outline)
  })

  it('is refused when it is not one: no JSON, broken JSON, too few sections, markup in a heading', () => {
    expect(parseOutline('<h1>An article instead</h1><p>Text.</p>')).toBeNull()
    expect(parseOutline('{"sections": [')).toBeNull()
    expect(parseOutline(JSON.stringify({ ...outline, sections: outline.sections.slice(0, 1) }))).toBeNull()
    expect(parseOutline(JSON.stringify({ ...outline, sections: [{ heading: '<img src=x onerror=alert(1)>', intent: '' }, ...outline.sections] }))).toBeNull()
    expect(outlineSchema.safeParse({ ...outline, sections: [{ heading: 'javascript:alert(1)' }, ...outline.sections] }).success).toBe(false)
  })

  it('a user’s edited outline: whitespace tidied, empty H3s dropped, missing intents allowed, at most 12 sections', () => {
    const edited = outlineSchema.parse({ ...outline, sections: [{ heading: '  Why   it matters ', subheadings: ['', 'One'] }, ...outline.sections] })
    expect(edited.sections[0]).toEqual({ heading: 'Why it matters', intent: '', subheadings: ['One'] })
    expect(outlineSchema.safeParse({ ...outline, sections: Array.from({ length: 13 }, (_, i) => ({ heading: `S${i}` })) }).success).toBe(false)
    expect(outlineSchema.safeParse({ ...outline, sections: [{ heading: ' ' }, ...outline.sections] }).success).toBe(false)
  })
})

describe('the requests', () => {
  it('the outline request names the length, the keyword, the chosen title and how many sections', () => {
    const prompt = outlinePrompt(task({ title: 'Compost bins that work', targetWords: 2500 }))
    expect(prompt).toMatch(/^Task: outline$/m)
    expect(prompt).toContain('about 2500 words')
    expect(prompt).toContain('Focus keyword: "compost bins"')
    expect(prompt).toContain('Title (the H1, word for word): Compost bins that work')
    expect(prompt).toContain('- 10 H2 sections')
    expect(outlinePrompt(task({ focusKeyword: '' }))).toContain('Choose the focus keyword')
  })

  it('a section request carries the whole outline, what came before, its H3s and its length; the last is the conclusion with the call to action', () => {
    const [, first, second, last] = partsOf(outline)
    const before = [{ label: 'Introduction', opening: 'Compost bins turn scraps into soil.' }]
    const prompt = partPrompt(task(), outline, second!, 420, before)
    expect(prompt).toMatch(/^Task: section 2 of 3$/m)
    for (const section of outline.sections) expect(prompt).toContain(section.heading)
    expect(prompt).toContain('Introduction: Compost bins turn scraps into soil.')
    expect(prompt).toContain('- About 420 words.')
    expect(prompt).toContain('Use exactly these H3 subheadings, in this order: "Size", "Material".')
    expect(partPrompt(task(), outline, first!, 300, [])).not.toContain('conclusion')
    const closing = partPrompt(task({ callToAction: { url: 'https://shop.example/bin', label: 'Try the bin today' } }), outline, last!, 120, before)
    expect(closing).toContain('This is the conclusion')
    expect(closing).toContain('End with a link to https://shop.example/bin that says "Try the bin today".')
    expect(partPrompt(task(), outline, partsOf(outline)[0]!, 120, [])).toMatch(/^Task: introduction$/m)
  })

  it('the length the instructions ask for wins (300 to 4,000 words)', () => {
    expect(wordsAskedFor('Write a friendly post in about 600 words for beginners')).toBe(600)
    expect(wordsAskedFor('Írj egy 1200 szavas cikket')).toBe(1200)
    expect(wordsAskedFor('A 100 words teaser')).toBe(300)
    expect(wordsAskedFor('Top 10 tips')).toBeUndefined()
  })
})

describe('the demo writer plans and writes part by part', () => {
  const write = (t: WritingTask) => {
    const planned = parseOutline(demoOutline(t, sectionCountFor(t.targetWords)))!
    const targets = wordTargets(planned.sections.length, t.targetWords)
    const body = partsOf(planned)
      .map((part, i) => `${part.kind === 'section' ? `<h2>${escapeHtml(part.section.heading)}</h2>\n` : ''}${demoPart(t, planned, part, targets[i]!)}`)
      .join('\n')
    const text = `<!--SEO ${JSON.stringify({ title: planned.title, metaDescription: planned.metaDescription, focusKeyword: planned.focusKeyword })}-->\n<h1>${escapeHtml(planned.title)}</h1>\n${body}`
    return { planned, finished: finishArticle(text, { topic: t.topic, focusKeyword: t.focusKeyword, language: t.language }) }
  }

  it.each([
    ['en', 'short'],
    ['en', 'medium'],
    ['hu', 'long'],
  ] as const)('%s, %s: its outline is valid, its H2s are the outline’s, its length within 15%% of the target, and it reads well', (language, length) => {
    const t = task({ language, targetWords: ARTICLE_LENGTHS[length], focusKeyword: language === 'hu' ? 'kerti komposzt' : 'compost bins' })
    const { planned, finished } = write(t)
    expect(planned.sections).toHaveLength(sectionCountFor(t.targetWords))
    const withKeyword = planned.sections.filter((s) => s.heading.includes(t.focusKeyword)).length
    expect(withKeyword / planned.sections.length).toBeGreaterThanOrEqual(0.3)
    const h2s = [...finished.content.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])
    expect(h2s).toEqual(planned.sections.map((s) => escapeHtml(s.heading)))
    const count = words(htmlToPlainText(finished.content)).length
    expect(Math.abs(count - t.targetWords) / t.targetWords).toBeLessThanOrEqual(0.15)
    expect(finished.readabilityScore).toBe(100)
    const failing = finished.seoChecks.filter((c) => c.level !== 'good').map((c) => c.id)
    // An image, outbound and internal links are not the writer's: the image tool and the links add them.
    expect(failing.filter((id) => !['keyphraseInImageAlt', 'outboundLinks', 'internalLinks'].includes(id))).toEqual([])
  })

  it('a promo outline presents the features as H3s of "Key features" and ends with the product link', () => {
    const source = { url: 'https://shop.example/bin', title: 'The Bin', text: 'A bin.', headings: [], product: { name: 'The Bin', brand: '', price: '49', currency: 'EUR', description: '', features: ['Odour seal', 'Big lid'] } }
    const t = task({ focusKeyword: '', keywordGuess: 'the bin', source: source as never, callToAction: { url: source.url, label: 'Try The Bin today' } })
    const planned = parseOutline(demoOutline(t, 5))!
    expect(planned.sections[0]).toMatchObject({ heading: 'Key features', subheadings: ['Odour seal', 'Big lid'] })
    expect(planned.sections[1]!.heading).toBe('Pricing')
    const closing = demoPart(t, planned, partsOf(planned).at(-1)!, 120)
    expect(closing).toContain('<a href="https://shop.example/bin">Try The Bin today</a>')
  })
})
