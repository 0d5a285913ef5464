import { postSlug, SLUG_MAX, titleSlug } from '@/server/content/slug'
import { readingMinutesByCharacters, readingMinutesByWords } from '@/server/content/reading'
import { parseTags } from '@/shared/tags'

describe('postSlug (SPEC 5)', () => {
  const now = 1795363078457
  it('lower-cases, keeps letters, digits and hyphens, and ends with the last 8 timestamp digits', () => {
    expect(postSlug('Email Marketing: 12 Tips!', now)).toBe('email-marketing-12-tips-63078457')
  })
  it('keeps Hungarian titles readable', () => {
    expect(postSlug('Őszi kávé tippek', now)).toBe('oszi-kave-tippek-63078457')
  })
  it('is at most 100 characters', () => {
    const slug = postSlug('word '.repeat(60), now)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slug.endsWith('-63078457')).toBe(true)
    expect(slug).not.toMatch(/--/)
  })
  it('falls back to the digits for a title without letters', () => {
    expect(postSlug('!!!', now)).toBe('63078457')
  })
})

describe('titleSlug (issue 40: the address a post gets while no other has it)', () => {
  it('is the title alone, with the same letters as postSlug and no timestamp', () => {
    expect(titleSlug('Email Marketing: 12 Tips!')).toBe('email-marketing-12-tips')
    expect(titleSlug('Őszi kávé tippek')).toBe('oszi-kave-tippek')
    expect(postSlug('Email Marketing: 12 Tips!', 1795363078457)).toBe(`${titleSlug('Email Marketing: 12 Tips!')}-63078457`)
  })
  it('is at most 100 characters and never ends with a hyphen; a title without letters gives none', () => {
    const slug = titleSlug('word '.repeat(60))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(slug).not.toMatch(/-$/)
    expect(titleSlug('!!!')).toBe('')
  })
})

describe('reading time and tags', () => {
  it('list: 1 minute per 1000 characters, at least 1; page: 200 words a minute, at least 1', () => {
    expect(readingMinutesByCharacters('')).toBe(1)
    expect(readingMinutesByCharacters('x'.repeat(2001))).toBe(3)
    expect(readingMinutesByWords('word '.repeat(401))).toBe(3)
  })
  it('splits tags on commas, trims and drops empties', () => {
    expect(parseTags(' seo, ai ,, writing , seo')).toEqual(['seo', 'ai', 'writing'])
  })
})
