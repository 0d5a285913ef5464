import type { Media } from '@/payload-types'

process.env.SERVER_URL = 'https://blog.example.com'
const { imageOf, pageImageOf } = await import('@/server/blog/images')

const ORIGIN = 'https://blog.example.com'
const size = (name: string, width: number, height: number) => ({ url: `${ORIGIN}/api/media/file/cover-${name}.webp`, width, height })
const media = (fields: Partial<Media>): Media => ({ id: 1, alt: 'A cover', url: `${ORIGIN}/api/media/file/cover.png`, width: 1920, height: 1080, updatedAt: '', createdAt: '', ...fields }) as Media

describe("a post's cover: srcset entries of one origin form and one shape", () => {
  it('the card and the cover size, both relative, both 16:9 (the 1.9:1 share image is never among them)', () => {
    const shown = pageImageOf(media({ sizes: { card: size('card', 768, 432), cover: size('cover', 1440, 810), og: size('og', 1200, 630) } }))
    expect(shown).toEqual({ url: '/api/media/file/cover-card.webp', alt: 'A cover', srcSet: '/api/media/file/cover-card.webp 768w, /api/media/file/cover-cover.webp 1440w' })
  })

  it('an original too small for the cover size but of the same shape is the larger entry', () => {
    const shown = pageImageOf(media({ width: 1200, height: 675, sizes: { card: size('card', 768, 432), og: size('og', 1200, 630) } }))
    expect(shown?.srcSet).toBe('/api/media/file/cover-card.webp 768w, /api/media/file/cover.png 1200w')
  })

  it('an original of another shape, or none larger than the card: the card alone, without a srcset', () => {
    expect(pageImageOf(media({ width: 1000, height: 1000, sizes: { card: size('card', 768, 432) } }))).toEqual({ url: '/api/media/file/cover-card.webp', alt: 'A cover' })
    expect(pageImageOf(media({ width: 700, height: 394, sizes: {} }))).toEqual({ url: '/api/media/file/cover.png', alt: 'A cover' })
  })

  it('an image stored elsewhere (S3) keeps its address; the share image stays absolute', () => {
    const s3 = 'https://bucket.s3.example.com/cover-card.webp'
    expect(pageImageOf(media({ url: 'https://bucket.s3.example.com/cover.png', sizes: { card: { url: s3, width: 768, height: 432 } } }))?.url).toBe(s3)
    expect(imageOf(media({ sizes: { og: size('og', 1200, 630) } }), 'og')?.url).toBe(`${ORIGIN}/api/media/file/cover-og.webp`)
  })
})
