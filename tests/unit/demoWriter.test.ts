import { demoArticle } from '@/server/ai/demo'
import { finishArticle } from '@/server/articles/finish'
import { fallbackTitles } from '@/server/content/titles'
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
