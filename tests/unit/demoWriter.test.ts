import { demoArticle } from '@/server/ai/demo'
import { finishArticle, finishWithModelKeyword } from '@/server/articles/finish'
import { keywordInTitle } from '@/server/content/keyword'
import { fallbackTitles, titleFromInstructions } from '@/server/content/titles'
import type { Language } from '@/shared/language'

const KEYWORDS: [string, Language][] = [
  ['email marketing tips', 'en'],
  ['cold brew', 'en'],
  ['seo', 'en'],
  ['how to choose the right running shoes for flat feet', 'en'],
  ['kávéfőzés otthon', 'hu'],
  ['kert', 'hu'],
  ['fenntartható városi zöldségtermesztés kis erkélyen', 'hu'],
]

describe('the offline demo writer', () => {
  it.each(KEYWORDS)('writes an article that passes every SEO check for "%s" (%s)', (keyword, language) => {
    // A title the product itself offers for the keyword, naming it whole and long enough to pass.
    const title = fallbackTitles(keyword, language).find((t) => t.toLowerCase().includes(keyword.toLowerCase()) && t.length >= 30) ?? keyword
    const finished = finishArticle(demoArticle({ title, keyword, language }), { topic: title, focusKeyword: keyword, selectedTitle: title, language })
    const failing = finished.seoChecks.filter((check) => !check.passed).map((check) => `${check.id} ${JSON.stringify(check.detail)}`)
    expect(failing).toEqual([])
    expect(finished.score).toBe(100)
  })
})

describe('a tool that guesses the keyword (chat, instructions) with the demo writer (issue 39)', () => {
  it.each([
    ['Composting on a balcony', 'en'],
    ['Write a friendly 1200-word guide for beginners about composting on a balcony, with a checklist and the common mistakes.', 'en'],
  ] as const)('names a keyword its own title holds, so the title and H1 checks pass: %s', (asked, language) => {
    const title = titleFromInstructions(asked, language)
    const keyword = keywordInTitle(title, language)
    const finished = finishWithModelKeyword(demoArticle({ title, keyword, language }), { topic: title, keyword, language })
    const passed = Object.fromEntries(finished.seoChecks.map((check) => [check.id, check.passed]))
    expect(passed).toMatchObject({ keywordInTitle: true, keywordInH1: true })
    expect(finished.title).toBe(title)
  })
})
