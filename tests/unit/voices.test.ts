import { demoRepair } from '@/server/ai/demo'
import { applyRepairFixes, parseRepairFixes, repairPrompt, type RepairableArticle } from '@/server/articles/repair'
import { voiceLines, withVoice } from '@/server/articles/prompts'
import { scoreAnalysis } from '@/server/content/analysis'
import { repairPlan } from '@/server/content/analysis/repairPlan'
import { avoidedWords } from '@/server/content/analysis/voice'
import { firstAvoided, wordList, VOICE_LIMITS } from '@/shared/voices'

describe('words to prefer and avoid', () => {
  it('are typed one per line or with commas: trimmed, each once in any case, at most 30', () => {
    expect(wordList(' cheap ,\nCheap; game-changer\n\n  best in class  ,')).toEqual(['cheap', 'game-changer', 'best in class'])
    expect(wordList(Array.from({ length: 40 }, (_, i) => `word${i}`).join(','))).toHaveLength(VOICE_LIMITS.listed)
    expect(wordList(null)).toEqual([])
  })

  it('are found as whole words or phrases, in any case, in English and Hungarian', () => {
    expect(firstAvoided('A CHEAP bin works.', ['cheap'])).toBe('cheap')
    expect(firstAvoided('A cheaper bin works.', ['cheap'])).toBeUndefined()
    expect(firstAvoided('It is a game  changer for you.', ['game changer'])).toBe('game changer')
    expect(firstAvoided('Ez egy olcsó megoldás.', ['olcsó'])).toBe('olcsó')
    expect(firstAvoided('Ez olcsóbb megoldás.', ['olcsó'])).toBeUndefined()
  })

  it('in an article: every sentence or heading that uses one, in reading order', () => {
    const html = '<h1>Cheap bins</h1><p>Bins cost little. A cheap bin works fine. Leverage the lid.</p><h2>Why leverage matters</h2><ul><li>Cheap and good.</li></ul>'
    expect(avoidedWords(html, ['cheap', 'leverage'])).toEqual([
      { word: 'cheap', sentence: 'Cheap bins' },
      { word: 'cheap', sentence: 'A cheap bin works fine.' },
      { word: 'leverage', sentence: 'Leverage the lid.' },
      { word: 'leverage', sentence: 'Why leverage matters' },
      { word: 'cheap', sentence: 'Cheap and good.' },
    ])
    expect(avoidedWords(html, [])).toEqual([])
  })
})

describe('the brand voice in a request', () => {
  const voice = { name: 'Friendly expert', description: 'Warm and plain; we say you.', sample: 'We keep it simple.', prefer: ['you', 'simple'], avoid: ['leverage', 'cheap'] }

  it('names the voice, quotes the sample for tone only, and lists the words', () => {
    const lines = voiceLines(voice).join('\n')
    expect(lines).toContain('Brand voice "Friendly expert": Warm and plain; we say you.')
    expect(lines).toContain('"""\nWe keep it simple.\n"""')
    expect(lines).toContain('not its facts')
    expect(lines).toContain('Words and phrases the brand prefers: you, simple.')
    expect(lines).toContain('Never use these words or phrases: leverage, cheap.')
    // The planner gets how it sounds and its words, not the sample.
    expect(voiceLines(voice, { sample: false }).join('\n')).not.toContain('We keep it simple.')
    expect(withVoice('Write it.', undefined)).toBe('Write it.')
    expect(withVoice('Write it.', voice)).toMatch(/^Write it\.\n\nBrand voice "Friendly expert"/)
  })
})

describe('the repair pass rewrites sentences that use a word the voice avoids', () => {
  const article: RepairableArticle = {
    title: 'Compost bins for small gardens',
    content: '<h1>Compost bins for small gardens</h1><p>Compost bins turn scraps into soil. A cheap bin is all you need to start. Keep the lid closed.</p><h2>Where to put compost bins</h2><p>Put it in the shade. Leverage a corner of the yard.</p>',
    seo: { title: 'Compost bins for small gardens', metaDescription: 'Compost bins explained.', focusKeyword: 'compost bins' },
    language: 'en',
    avoidWords: ['cheap', 'leverage'],
  }
  const scored = scoreAnalysis({ html: article.content, ...article.seo, language: 'en', avoidWords: article.avoidWords })

  it('finds them, asks for each sentence without its word, and takes only rewrites that drop it', () => {
    expect(scored.avoidedWords.map((w) => w.word)).toEqual(['cheap', 'leverage'])
    const plan = repairPlan(article, [], { count: 0, minCount: 0 })
    expect(plan.rewrites.map((r) => [r.kind, r.word])).toEqual([['avoid', 'cheap'], ['avoid', 'leverage']])
    const prompt = repairPrompt(article, [], plan)
    expect(prompt).toContain('1. [avoid "cheap"] A cheap bin is all you need to start.')
    expect(prompt).toContain('[avoid "word"]: the same sentence without that word or phrase')
    const fixed = applyRepairFixes(article, plan, { rewrites: { '1': 'A simple bin is all you need to start.', '2': 'Leverage the corner of the yard.' } })
    expect(fixed.content).toContain('A simple bin is all you need to start.')
    // The second still uses the word: not taken.
    expect(fixed.content).toContain('Leverage a corner of the yard.')
    expect(fixed.avoidedWords.map((w) => w.word)).toEqual(['leverage'])
  })

  it('offline, the demo writer’s answer leaves none of them', () => {
    const plan = repairPlan(article, [], { count: 0, minCount: 0 })
    const answer = demoRepair({ keyword: 'compost bins', language: 'en', firstParagraph: '' }, [], plan)
    const fixed = applyRepairFixes(article, plan, parseRepairFixes(answer))
    expect(fixed.avoidedWords).toEqual([])
    expect(fixed.content).toContain('A bin is all you need to start.')
  })
})
