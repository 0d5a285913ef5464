import { chooseCoding, matchesEtag, pageCopySettings } from '@/server/http/pageResponses.mjs'

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

describe('pageCopySettings', () => {
  it('reads the copies’ longest life in minutes and their memory in MB, with defaults of 10 and 64', () => {
    expect(pageCopySettings({})).toEqual({ copyMs: 600_000, copyBytes: 64 * 1024 * 1024 })
    expect(pageCopySettings({ PAGE_COPY_MAX_AGE_MINUTES: '2.5', PAGE_COPY_MEMORY_MB: '256' })).toEqual({ copyMs: 150_000, copyBytes: 256 * 1024 * 1024 })
    expect(pageCopySettings({ PAGE_COPY_MAX_AGE_MINUTES: '0', PAGE_COPY_MEMORY_MB: ' ' }).copyMs).toBe(0)
  })

  it('refuses what is not a number in range, naming the variable', () => {
    expect(() => pageCopySettings({ PAGE_COPY_MAX_AGE_MINUTES: 'ten' })).toThrow('PAGE_COPY_MAX_AGE_MINUTES must be a number from 0 to 1440, not "ten"')
    expect(() => pageCopySettings({ PAGE_COPY_MEMORY_MB: '0' })).toThrow('PAGE_COPY_MEMORY_MB must be a number from 1 to 65536, not "0"')
  })
})
