/**
 * Issue 34 over the real database: every saved article and blog post carries its SEO and
 * readability analysis (and an article its claims that need a source), analysed again when what
 * they read changes, and nobody writes a score of their own over the API.
 */
import type { Payload } from 'payload'

import { sessionToken, type Handlers } from './httpHarness'
import { bootWithWriter, createVerifiedUser, readyArticle, shutdown } from './support'
import type { User } from '@/payload-types'

let payload: Payload
let api: Handlers
let writer: User
let token: string

beforeAll(async () => {
  ;({ payload, api, user: writer, token } = await bootWithWriter('analysis'))
})
afterAll(() => shutdown(payload))

const LONG = `<p>${'Compost needs air and water to work well. '.repeat(30)}</p>`
const patch = (path: string, body: unknown, bearer = token) => api.rest('PATCH', path, { token: bearer, body: JSON.stringify(body) })

describe('an article', () => {
  it('is saved with both scores, their checks and its unsourced claims; an edit by its owner analyses it again', async () => {
    const article = await readyArticle(payload, writer, 'Balcony compost basics', { body: `<p>Balcony compost is easy.</p>${LONG}`, focusKeyword: 'balcony compost' })
    expect(article.readabilityScore).toEqual(expect.any(Number))
    expect((article.readabilityChecks as { id: string }[]).map((c) => c.id)).toContain('paragraphLength')
    expect((article.seoChecks as { id: string }[]).map((c) => c.id)).toContain('titleWidth')
    expect(article.unsourcedClaims).toEqual([])

    const claim = 'In 2023, 45% of households composted at home.'
    const edited = await patch(`/api/articles/${article.id}`, { content: `<h1>Balcony compost basics</h1><p>Balcony compost is easy. ${claim}</p><p>Short.</p>` })
    expect(edited.status).toBe(200)
    const doc = (edited.json as { doc: Record<string, unknown> }).doc
    expect(doc.unsourcedClaims).toEqual([{ sentence: claim, kinds: ['percentage', 'year'] }])
    // The long paragraph is gone: no paragraph over 150 words.
    expect((doc.readabilityChecks as { id: string; level: string }[]).find((c) => c.id === 'paragraphLength')?.level).toBe('good')
  })

  it('keeps the analysis the server made when its owner sends scores of their own', async () => {
    const article = await readyArticle(payload, writer, 'Worm bins for flats', { body: LONG, focusKeyword: 'worm bins' })
    const answer = await patch(`/api/articles/${article.id}`, { readabilityScore: 100, readabilityChecks: [], unsourcedClaims: [{ sentence: 'x', kinds: [] }] })
    expect(answer.status).toBe(200)
    const saved = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true })
    expect(saved.readabilityScore).toBe(article.readabilityScore)
    expect(saved.unsourcedClaims).toEqual([])
  })
})

describe('a blog post', () => {
  it('is analysed as its page presents it, again when its keyword changes, and an admin cannot write the scores', async () => {
    const admin = await createVerifiedUser(payload, 'analysis-admin', ['admin'])
    const { htmlToLexical } = await import('@/server/blog/publish')
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Compost on a balcony', content: await htmlToLexical(payload, `<p>Compost on a balcony starts small.</p>${LONG}`), focusKeyword: 'compost', status: 'published' },
      overrideAccess: true,
    })
    expect(post.score).toEqual(expect.any(Number))
    expect(post.readabilityScore).toEqual(expect.any(Number))
    const keywordLevel = (doc: { seoChecks?: unknown }) => (doc.seoChecks as { id: string; level: string }[]).find((c) => c.id === 'keyphraseInIntroduction')?.level
    expect(keywordLevel(post)).toBe('good')

    const adminToken = await sessionToken(payload, admin.id)
    const answer = await patch(`/api/posts/${post.id}`, { focusKeyword: 'rainwater tanks', score: 100, readabilityScore: 100 }, adminToken)
    expect(answer.status).toBe(200)
    const saved = await payload.findByID({ collection: 'posts', id: post.id, overrideAccess: true })
    expect(keywordLevel(saved)).toBe('bad')
    expect(saved.score).toBeLessThan(post.score!)
    expect(saved.readabilityScore).toBe(post.readabilityScore)
  })
})
