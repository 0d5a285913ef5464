import { containsKeyword } from '@/server/content/keyword'
import { fallbackTitles, MAX_TITLE, normaliseTitles, readsAsPlural, titleCase, titleFromInstructions } from '@/server/content/titles'

describe('normaliseTitles', () => {
  it('cleans a numbered markdown answer', () => {
    const raw = [
      'Here are 10 SEO titles about cold brew:',
      '',
      '1. **Cold Brew at Home: A Simple Guide**',
      '2) "Cold Brew vs Iced Coffee: What Is the Difference?"',
      '3. “Why Cold Brew Tastes Smoother”',
      '- Cold brew ratios explained',
      '* `Cold Brew` on a Budget',
      '• Title: Easy Cold Brew Recipes',
    ].join('\n')
    expect(normaliseTitles(raw, 'cold brew')).toEqual([
      'Cold Brew at Home: A Simple Guide',
      'Cold Brew vs Iced Coffee: What Is the Difference?',
      'Why Cold Brew Tastes Smoother',
      'Cold brew ratios explained',
      'Cold Brew on a Budget',
      'Easy Cold Brew Recipes',
    ])
  })

  it('keeps only titles that mention the keyword, ignoring case', () => {
    expect(normaliseTitles('1. Iced Coffee Recipes\n2. COLD BREW RECIPES', 'Cold Brew')).toEqual(['COLD BREW RECIPES'])
  })

  it('keeps a title of exactly 60 characters and drops 61', () => {
    const sixty = `Cold brew ${'x'.repeat(50)}`
    const sixtyOne = `Cold brew ${'y'.repeat(51)}`
    expect(sixty).toHaveLength(MAX_TITLE)
    expect(normaliseTitles(`1. ${sixty}\n2. ${sixtyOne}`, 'cold brew')).toEqual([sixty])
  })

  it('drops duplicates regardless of case and formatting', () => {
    expect(normaliseTitles('1. Cold Brew Basics\n2. **cold brew basics**\n3. "Cold Brew Basics"', 'cold brew')).toEqual(['Cold Brew Basics'])
  })

  it('returns at most ten', () => {
    const raw = Array.from({ length: 15 }, (_, i) => `${i + 1}. Cold brew idea number ${i + 1}`).join('\n')
    const titles = normaliseTitles(raw, 'cold brew')
    expect(titles).toHaveLength(10)
    expect(titles[9]).toBe('Cold brew idea number 10')
  })

  it('reads a JSON array answer too', () => {
    expect(normaliseTitles('["Cold Brew 101", "Cold Brew Ratios", 42]', 'cold brew')).toEqual(['Cold Brew 101', 'Cold Brew Ratios'])
  })

  it('keeps Hungarian titles with accents intact', () => {
    expect(normaliseTitles('1. **Kávéfőzés otthon: a teljes útmutató**\n2. Kavefozes otthon', 'kávéfőzés')).toEqual([
      'Kávéfőzés otthon: a teljes útmutató',
    ])
  })

  it('removes quotes around a title but not quotes inside it', () => {
    expect(normaliseTitles('1. "Cold Brew" Explained\n2. „Cold brew otthon”', 'cold brew')).toEqual(['"Cold Brew" Explained', 'Cold brew otthon'])
  })

  it('keeps numbers that belong to the title', () => {
    expect(normaliseTitles('1. 10 Cold Brew Mistakes to Avoid', 'cold brew')).toEqual(['10 Cold Brew Mistakes to Avoid'])
  })

  it('returns nothing for an empty answer', () => {
    expect(normaliseTitles('', 'cold brew')).toEqual([])
    expect(normaliseTitles('\n\n  \n', 'cold brew')).toEqual([])
  })
})

describe('fallbackTitles', () => {
  it.each(['en', 'hu'] as const)('gives exactly ten different titles in %s, each short enough and with the keyword', (language) => {
    const titles = fallbackTitles('cold brew', language)
    expect(titles).toHaveLength(10)
    expect(new Set(titles).size).toBe(10)
    for (const title of titles) {
      expect(title.length).toBeLessThanOrEqual(MAX_TITLE)
      expect(title).toContain(language === 'en' ? 'Cold Brew' : 'Cold brew')
      expect(containsKeyword(title, 'cold brew')).toBe(true)
    }
  })

  it('uses English and Hungarian templates', () => {
    expect(fallbackTitles('sourdough baking', 'en')).toContain('The Ultimate Guide to Sourdough Baking')
    expect(fallbackTitles('sourdough baking', 'en')).toContain('Sourdough Baking: 10 Tips That Work')
    expect(fallbackTitles('kávéfőzés', 'hu')).toContain('Kávéfőzés: a teljes útmutató')
  })

  it('capitalises an accented first letter', () => {
    expect(fallbackTitles('őszi kertészkedés', 'hu')[0]).toBe('Őszi kertészkedés: a teljes útmutató')
  })

  it('shortens a long keyword at a word boundary, without an ellipsis', () => {
    const keyword = 'sustainable urban vegetable gardening for small balconies and rooftops'
    // English titles are in title case, Hungarian ones in sentence case.
    for (const [language, opening] of [['en', /Sustainable Urban/], ['hu', /Sustainable urban/]] as const) {
      for (const title of fallbackTitles(keyword, language)) {
        expect(title.length).toBeLessThanOrEqual(MAX_TITLE)
        expect(title).toMatch(opening)
        expect(title).not.toMatch(/…|\.\.\./)
        // Only whole words of the keyword survive.
        expect(title).not.toMatch(/\b(?:sustainab|urba|vegetabl|gardenin|balconie|rooftop)\b/i)
      }
    }
    const english = fallbackTitles(keyword, 'en')
    expect(english).toContain('Sustainable Urban Vegetable Gardening: 10 Tips That Work')
    expect(english).toContain('Why Sustainable Urban Vegetable Gardening Matters')
    // The cut never leaves a dangling "for" before the rest of the template.
    for (const title of english) expect(title).not.toMatch(/ for(?::| Explained| for)/)
  })

  it('reads grammatically for plural and multi-word keywords (the "Email marketing tips Matters" report)', () => {
    const titles = fallbackTitles('email marketing tips', 'en')
    expect(titles).toContain('Why Email Marketing Tips Matter')
    expect(titles).toContain('The Ultimate Guide to Email Marketing Tips')
    expect(titles.join('\n')).not.toMatch(/tips Matters|Email marketing/)
    expect(fallbackTitles('content marketing', 'en')).toContain('Why Content Marketing Matters')
    expect(fallbackTitles('news for SEO teams', 'en')).toContain('The Ultimate Guide to News for SEO Teams')
  })

  it('title-cases English keywords and knows which read as plurals', () => {
    expect(titleCase('the best tools for a SaaS team')).toBe('The Best Tools for a SaaS Team')
    expect(titleCase('iPhone tips and tricks')).toBe('iPhone Tips and Tricks')
    expect(['email marketing tips', 'kitchen knives', 'best cities', 'cold brew', 'business', 'news', 'analytics', 'bus', 'seo'].map(readsAsPlural)).toEqual([
      true, true, true, false, false, false, false, false, false,
    ])
  })

  it('cuts a single enormous word hard so the limit still holds', () => {
    for (const title of fallbackTitles('x'.repeat(100), 'en')) expect(title.length).toBeLessThanOrEqual(MAX_TITLE)
  })

  it('still gives ten sensible titles without a keyword', () => {
    const titles = fallbackTitles('  ', 'en')
    expect(titles).toHaveLength(10)
    expect(titles[0]).toBe('The Ultimate Guide to Your Topic')
  })
})

describe('titleFromInstructions (issue 39: never the instructions cut mid-sentence)', () => {
  it('takes the first sentence when it fits', () => {
    expect(titleFromInstructions('Ten balcony herbs that survive August. Keep it short.', 'en')).toBe('Ten balcony herbs that survive August')
  })
  it('takes what a long sentence is about', () => {
    expect(titleFromInstructions('Write a friendly 1,200-word guide for beginners about composting on a balcony. Include a checklist.', 'en')).toBe('Composting on a balcony')
  })
  it('else the keyword the sentence holds, whole words only', () => {
    const title = titleFromInstructions('Írj egy barátságos, közérthető, legalább ezerkétszáz szavas útmutatót kezdő kertészeknek a balkonos komposztálásról', 'hu')
    expect(title.length).toBeLessThanOrEqual(60)
    expect(title).not.toMatch(/\s$/)
    expect('Írj egy barátságos, közérthető, legalább ezerkétszáz szavas útmutatót kezdő kertészeknek a balkonos komposztálásról'.toLowerCase()).toContain(title.toLowerCase())
  })
})
