/**
 * Registers the fuzz of some target groups in the calling test file (fuzzEngine.ts has what is sent
 * and what each answer must be). The fuzz runs in a Node process of its own, started here: Payload's
 * queries run about 1.6 times faster outside Jest's module sandbox, and the fuzz is a hundred
 * thousand of them. The tests below assert on what that run found, as they did when it ran in here.
 */
import { spawn } from 'node:child_process'

import { jest } from '@jest/globals'

import type { FuzzGroup, FuzzOutcome } from './fuzzEngine'
import { unsafeParts } from './unsafeParts'

jest.setTimeout(900_000)

/** The marker of fuzzEngine.ts's last line (not imported: that module boots Payload when loaded). */
const OUTCOME_MARK = 'FUZZ_OUTCOME '

async function runInOwnProcess(groups: FuzzGroup[]): Promise<FuzzOutcome> {
  const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', 'tests/int/fuzz/fuzzEngine.ts', JSON.stringify(groups)], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (data) => (output += data))
  child.stderr.on('data', (data) => (output += data))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  const lines = output.split('\n')
  const outcome = lines.find((line) => line.startsWith(OUTCOME_MARK))
  // The run's own report (seed, targets, each target's cases and statuses) goes to the test log.
  console.log(lines.filter((line) => !line.startsWith(OUTCOME_MARK) && /fuzz|^ {2}\S/.test(line)).join('\n'))
  if (code !== 0 || !outcome) throw new Error(`the fuzz process failed (${code}): ${output.slice(-4000)}`)
  return JSON.parse(outcome.slice(OUTCOME_MARK.length)) as FuzzOutcome
}

export function defineFuzz(groups: FuzzGroup[]) {
  let outcome: FuzzOutcome
  beforeAll(async () => {
    outcome = await runInOwnProcess(groups)
  })

  describe('fuzz: every custom endpoint and every collection REST write', () => {
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
