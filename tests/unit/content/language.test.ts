import { detectLanguage, ENGLISH_WORDS, HUNGARIAN_WORDS, languageScores, resolveLanguage } from '@/server/content/language'

describe('detectLanguage (SPEC 9)', () => {
  it('recognises Hungarian topics and titles', () => {
    expect(detectLanguage('Hogyan főzzünk jó kávét otthon')).toBe('hu')
    expect(detectLanguage('A legjobb tippek kezdőknek')).toBe('hu')
    expect(detectLanguage('Miért fontos a reggeli?')).toBe('hu')
  })

  it('recognises English topics and titles', () => {
    expect(detectLanguage('How to make cold brew at home')).toBe('en')
    expect(detectLanguage('The best tips for your garden')).toBe('en')
  })

  it('counts every accented letter, in either case, as 3 points for Hungarian', () => {
    expect(languageScores('kávé')).toEqual({ hu: 6, en: 0 })
    expect(languageScores('ÁÉÍÓÖŐÚÜŰ')).toEqual({ hu: 27, en: 0 })
    expect(languageScores('őű')).toEqual({ hu: 6, en: 0 })
  })

  it('counts whole words only, ignoring case', () => {
    expect(languageScores('The THE the')).toEqual({ hu: 0, en: 3 })
    // "theme" and "other" contain "the" but are not the word "the".
    expect(languageScores('theme other')).toEqual({ hu: 0, en: 0 })
    expect(languageScores('Hogy van?')).toEqual({ hu: 2, en: 0 })
  })

  it('needs Hungarian to win by more than 1', () => {
    // hu 2, en 1: a margin of 1 is not enough.
    expect(languageScores('hogy van the')).toEqual({ hu: 2, en: 1 })
    expect(detectLanguage('hogy van the')).toBe('en')
    // hu 3, en 1: a margin of 2 is.
    expect(detectLanguage('hogy van nem the')).toBe('hu')
    // One accented letter (3 points) is enough on its own.
    expect(detectLanguage('café')).toBe('hu')
  })

  it('falls back to English for empty or neutral text', () => {
    expect(detectLanguage('')).toBe('en')
    expect(detectLanguage('SEO 2025')).toBe('en')
  })

  it('keeps both word lists small and lower-case', () => {
    for (const list of [HUNGARIAN_WORDS, ENGLISH_WORDS]) {
      expect(list.size).toBeGreaterThanOrEqual(35)
      expect(list.size).toBeLessThanOrEqual(45)
      for (const word of list) expect(word).toBe(word.toLowerCase())
    }
  })
})

describe('resolveLanguage', () => {
  it('uses the language the user chose', () => {
    expect(resolveLanguage('en', 'Hogyan főzzünk kávét')).toBe('en')
    expect(resolveLanguage('hu', 'How to make coffee')).toBe('hu')
  })
  it('detects when the choice is missing or unknown', () => {
    expect(resolveLanguage(undefined, 'Hogyan főzzünk kávét')).toBe('hu')
    expect(resolveLanguage('auto', 'Hogyan főzzünk kávét')).toBe('hu')
    expect(resolveLanguage('de', 'How to make coffee')).toBe('en')
    expect(resolveLanguage('', 'How to make coffee')).toBe('en')
  })
})
