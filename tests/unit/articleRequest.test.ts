import { articleRequestSchema } from '@/server/articles/request'

const parse = (body: unknown) => articleRequestSchema.safeParse(body)
const firstIssue = (body: unknown) => {
  const result = parse(body)
  return result.success ? null : { message: result.error.issues[0]?.message, field: result.error.issues[0]?.path.join('.') }
}

describe('the generation request (POST /api/ai/article, SPEC 3 and 5)', () => {
  it('cleans the input and fills the defaults', () => {
    const result = parse({ topic: '  Garden <b>tips</b> ', focusKeyword: 'garden', selectedTitle: '', url: '', source: 'nonsense' })
    expect(result.success && result.data).toEqual({ topic: 'Garden btips/b', focusKeyword: 'garden', selectedTitle: undefined, tone: 'professional', language: 'en', url: undefined, source: 'keyword', voice: 'default' })
  })

  it('answers the SPEC message of the first problem, in the order a person fills the form', () => {
    expect(firstIssue({})).toEqual({ message: 'Please enter a topic!', field: 'topic' })
    expect(firstIssue({ topic: 42, focusKeyword: 'x' })).toEqual({ message: 'Please enter a topic!', field: 'topic' })
    expect(firstIssue({ topic: 'Garden' })).toEqual({ message: 'Please enter a focus keyword!', field: 'focusKeyword' })
    expect(firstIssue({ topic: 'x'.repeat(201), focusKeyword: 'k' })).toEqual({ message: 'The topic can be at most 200 characters.', field: 'topic' })
    expect(firstIssue({ topic: '<script>alert(1)</script>', focusKeyword: 'k' })).toEqual({ message: 'The topic contains code that is not allowed.', field: 'topic' })
    expect(firstIssue({ topic: 't', focusKeyword: 'k', selectedTitle: 'eval(1)' })).toEqual({ message: 'The topic contains code that is not allowed.', field: 'selectedTitle' })
    expect(firstIssue({ topic: 't', focusKeyword: 'k', url: 'ftp://x' })).toEqual({ message: 'Please enter a valid URL or leave it empty!', field: 'url' })
  })

  it('keeps a known source, a chosen language, a tone and a URL', () => {
    const result = parse({ topic: 'Kerti tippek', focusKeyword: 'kert', preferredLanguage: 'hu', tone: 'friendly', url: 'https://example.com/a', source: 'url' })
    expect(result.success && result.data).toMatchObject({ language: 'hu', tone: 'friendly', url: 'https://example.com/a', source: 'url' })
  })

  it('carries the internal links accepted on the outline: at most five addresses', () => {
    const links = ['https://garden.example/a/', 'https://garden.example/b/']
    expect(parse({ topic: 'Garden tips', focusKeyword: 'garden', links }).data?.links).toEqual(links)
    expect(parse({ topic: 'Garden tips', focusKeyword: 'garden' }).data?.links).toBeUndefined()
    expect(firstIssue({ topic: 'Garden tips', focusKeyword: 'garden', links: Array.from({ length: 6 }, (_, i) => `https://garden.example/${i}/`) })).toEqual({ message: 'At most 5 internal links.', field: 'links' })
    expect(firstIssue({ topic: 'Garden tips', focusKeyword: 'garden', links: 'https://garden.example/' })?.field).toBe('links')
  })
})
