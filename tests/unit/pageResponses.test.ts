import { chooseCoding, matchesEtag } from '@/server/http/pageResponses.mjs'

describe('chooseCoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseCoding('gzip, deflate')).toBe('gzip')
    expect(chooseCoding('GZIP')).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseCoding('*')).toBe('br')
    expect(chooseCoding('*, br;q=0')).toBe('gzip')
  })

  it('answers with the plain body when nothing of ours is accepted', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0.0', '*;q=0']) expect(chooseCoding(header)).toBeNull()
  })
})

describe('matchesEtag', () => {
  it('compares weakly, in a list, and * matches', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true)
    expect(matchesEtag('*', '"abc"')).toBe(true)
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false)
    expect(matchesEtag(undefined, '"abc"')).toBe(false)
  })
})
