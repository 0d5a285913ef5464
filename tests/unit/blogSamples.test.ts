import { BUILT_IN_SAMPLES } from '@/server/blog/samples'

describe('built-in sample articles (shown while nothing is published)', () => {
  it('follow the post rules: SPEC slugs, one each, 150-character excerpts, reading times', () => {
    const slugs = BUILT_IN_SAMPLES.map((sample) => sample.slug)
    expect(new Set(slugs).size).toBe(BUILT_IN_SAMPLES.length)
    for (const sample of BUILT_IN_SAMPLES) {
      expect(sample.slug).toMatch(/^[a-z0-9-]+-\d{8}$/)
      expect(sample.slug.length).toBeLessThanOrEqual(100)
      expect(sample.excerpt.length).toBeLessThanOrEqual(153)
      expect(sample.metaDescription.length).toBeLessThanOrEqual(160)
      expect(sample.readingMinutes).toBeGreaterThanOrEqual(1)
      expect(sample.sample).toBe(true)
    }
  })

  it('carry sanitized HTML with headings, and one of them is featured', () => {
    for (const sample of BUILT_IN_SAMPLES) {
      expect(sample.html).toContain('<h2>')
      expect(sample.html).not.toMatch(/<script|on\w+=/i)
    }
    expect(BUILT_IN_SAMPLES.filter((sample) => sample.featured)).toHaveLength(1)
  })
})
