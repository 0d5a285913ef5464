/**
 * Registers the fuzz of some target groups in the calling test file (fuzzEngine.ts has what is sent
 * and what each answer must be). The fuzz runs in a Node process of its own (ownProcess.ts); the
 * tests below assert on what that run found.
 */
import { jest } from '@jest/globals'

import type { FuzzGroup, FuzzOutcome } from './fuzzEngine'
import { runInOwnProcess } from './ownProcess'
import { unsafeParts } from './unsafeParts'

jest.setTimeout(900_000)

export function defineFuzz(groups: FuzzGroup[]) {
  let outcome: FuzzOutcome
  beforeAll(async () => {
    outcome = await runInOwnProcess<FuzzOutcome>('tests/int/fuzz/fuzzEngine.ts', [JSON.stringify(groups)])
  })

  describe('fuzz: every custom endpoint and every collection REST write', () => {
    it('every collection has its sacrificial records, so fuzzed updates reach real ones (publications had one of four)', () => {
      expect(outcome.unseeded).toEqual([])
    })

    it('enumerates the targets from the config', () => {
      if (!process.env.FUZZ_ONLY) {
        expect(outcome.targets.filter((t) => t.kind === 'create').length).toBe(outcome.collections)
        expect(outcome.targets.some((t) => t.label === 'POST /ai/titles')).toBe(true)
        expect(outcome.targets.some((t) => t.label === 'GET /articles/:id/export')).toBe(true)
      }
    })

    for (const group of groups) {
      it(`${group}: no 5xx, every error is JSON with a code`, () => {
        expect(outcome.failures[group]).toEqual([])
      })
    }
  })

  describe('after the fuzz: nothing stored unsanitized', () => {
    it('generations the fuzz started (their streams read to the first event, then dropped) are all saved', () => {
      expect(outcome.stillGenerating).toEqual([])
    })

    it('articles.content, the posts (as HTML) and e-mails the endpoints wrote hold no script, on* attribute or javascript: URL', () => {
      if (!process.env.FUZZ_ONLY) {
        // The check has something to look at: the fuzz stored articles and posts from generated HTML.
        // Articles come from the writing endpoints or REST create, posts from the posts' endpoints or REST create.
        if (groups.includes('root endpoints') || groups.includes('REST create')) expect(outcome.stored.articles).toBeGreaterThan(outcome.stored.before.articles)
        if (groups.includes('collection endpoints') || groups.includes('REST create')) expect(outcome.stored.posts).toBeGreaterThan(outcome.stored.before.posts)
      }
      expect(outcome.unsafeStored).toEqual([])
    })

    it('the checker itself finds what it must find', () => {
      expect(unsafeParts('<p onclick="x()">a</p><script>1</script><a href=" JaVa\tScRiPt:alert(1)">x</a>')).toHaveLength(3)
      expect(unsafeParts('<p>ok <a href="https://example.com">x</a></p>')).toEqual([])
    })
  })
}
