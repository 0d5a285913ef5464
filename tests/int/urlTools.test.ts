/**
 * The URL tools over the real database and real HTTP: a loopback web site (tests/fakes/pages), the
 * loopback OpenAI, the REST endpoints. A page is read through the safe fetcher, the model gets its
 * text with the rule not to copy, the article records its source and lists the facts it invented;
 * a page that cannot be read answers a clear error before any stream and costs no credit.
 */
import type { Payload } from 'payload'

import type { Article } from '@/payload-types'
import { ARTICLE_FACTS, ARTICLE_TITLE, PRODUCT, startPageServer, type PageServer } from '../fakes/pages'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { makeHandlers, sessionToken, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let openai: FakeOpenAI
let site: PageServer
let api: Handlers
let quota: typeof import('@/server/quota')

beforeAll(async () => {
  openai = await startFakeOpenAI()
  site = await startPageServer({ slowMs: 3000 })
  payload = await bootPayload({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
    OPENAI_MODEL: 'gpt-test',
    AI_PROVIDERS: 'openai',
    FETCH_ALLOW_LOOPBACK: 'true',
  })
  delete process.env.GEMINI_API_KEY
  api = await makeHandlers(payload.config)
  quota = await import('@/server/quota')
})
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await site.close()
})
beforeEach(() => openai.reset())

async function signedIn(tag: string) {
  const user = await createVerifiedUser(payload, tag)
  return { user, token: await sessionToken(payload, user.id) }
}

/** Runs a writing endpoint to its end; the saved article as the server stored it. */
async function write(path: string, token: string, body: Record<string, unknown>) {
  const answer = await api.rest('POST', path, { token, body: JSON.stringify(body) })
  const done = /event: done\ndata: (.*)\n/.exec(answer.text)
  const article = done ? (JSON.parse(done[1]!) as { article: Article }).article : undefined
  const saved = article ? await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true }) : undefined
  return { answer, streamed: article, saved }
}

const INVENTED = `<!--SEO {"title":"Home composting guide","metaDescription":"Home composting made simple: what to collect, how to turn the pile and how long it takes, explained step by step for any household.","focusKeyword":"home composting"}-->
<h1>Home composting guide</h1><p>Home composting cuts waste. The ${ARTICLE_FACTS.name} found in ${ARTICLE_FACTS.year} that ${ARTICLE_FACTS.share} of households waste food.</p>
<h2>What the research says</h2><p>According to Dr. Maria Lopez of Harvard University, 64% of gardeners compost since March 2021.</p>`

describe('write from a URL (POST /api/ai/article with url)', () => {
  it('reads the page, writes a new article from it, records the source, and lists the facts not in the source', async () => {
    const { user, token } = await signedIn('url-writer')
    openai.respond(INVENTED)
    const { answer, streamed, saved } = await write('/api/ai/article', token, {
      topic: 'Home composting',
      focusKeyword: 'home composting',
      url: `${site.baseUrl}/article`,
    })
    expect(answer.status).toBe(200)
    // The model got the page's main text and the rule not to copy it; not the site's menus and footer.
    const prompt = String(openai.requests[0]?.body.messages.at(-1).content)
    expect(prompt).toContain(`${ARTICLE_FACTS.name} in ${ARTICLE_FACTS.year}`)
    expect(prompt).toContain('never copy its sentences')
    expect(prompt).not.toMatch(/Cookie settings|Ten houseplants/)
    expect(saved).toMatchObject({ status: 'ready', source: 'url', sourcePage: { url: `${site.baseUrl}/article`, title: ARTICLE_TITLE } })
    expect(saved?.sourceCheck).toEqual([
      { kind: 'name', text: 'Maria Lopez of Harvard University' },
      { kind: 'number', text: '64%' },
      { kind: 'date', text: 'March 2021' },
    ])
    // About its page: the title's terms are there, so nothing is flagged.
    expect(saved?.sourceRelevance).toMatchObject({ offTopic: false })
    // The screen gets the source link, not the page text.
    expect(streamed?.sourcePage).toEqual({ url: `${site.baseUrl}/article`, title: ARTICLE_TITLE })
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })

  it('keeps the page text from the owner’s API reads, and checks an edit against the source again', async () => {
    const { token } = await signedIn('url-editor')
    openai.respond(INVENTED)
    const { saved } = await write('/api/ai/article', token, { topic: 'Home composting', focusKeyword: 'home composting', url: `${site.baseUrl}/article` })
    const read = await api.rest('GET', `/api/articles/${saved!.id}`, { token })
    expect((read.json as Article).sourcePage).toEqual({ url: `${site.baseUrl}/article`, title: ARTICLE_TITLE })
    const edited = saved!.content!.replace(/<h2>What the research says<\/h2><p>.*?<\/p>/, '<p>A quarter of 2,400 bins fail.</p>')
    const patch = await api.rest('PATCH', `/api/articles/${saved!.id}`, { token, body: JSON.stringify({ content: edited }) })
    expect(patch.status).toBe(200)
    expect((patch.json as { doc: Article }).doc.sourceCheck).toEqual([{ kind: 'number', text: '2,400' }])
  })

  it('an article about another subject than its page is flagged, and an edit back to the subject clears it (issue 39)', async () => {
    const { token } = await signedIn('url-off-topic')
    openai.respond(`<!--SEO {"title":"How to compare mortgage rates","metaDescription":"Mortgage rates explained: fixed or variable, what banks offer and how a broker compares offers for you, step by step for first buyers.","focusKeyword":"mortgage rates"}-->
<h1>How to compare mortgage rates</h1><p>Mortgage rates change every month. Banks publish their offers, and a broker compares them for you.</p><h2>Fixed or variable</h2><p>A fixed rate keeps the repayment the same; a variable one follows the central bank.</p>`)
    const { saved } = await write('/api/ai/article', token, { topic: 'Mortgage rates', focusKeyword: 'mortgage rates', url: `${site.baseUrl}/article` })
    expect(saved?.sourceCheck).toEqual([])
    expect(saved?.sourceRelevance).toMatchObject({ offTopic: true, titleUsed: 0 })
    const patch = await api.rest('PATCH', `/api/articles/${saved!.id}`, {
      token,
      body: JSON.stringify({ content: `${saved!.content}<h2>Home composting</h2><p>Composting at home turns kitchen scraps into soil.</p>` }),
    })
    expect((patch.json as { doc: Article }).doc.sourceRelevance).toMatchObject({ offTopic: false })
  })

  it.each([
    ['a private address', 'http://10.0.0.1/', 'URL_REFUSED', 'This address cannot be fetched.'],
    ['a redirect to cloud metadata', 'REDIRECT:http://169.254.169.254/latest/meta-data/', 'URL_REFUSED', 'This address cannot be fetched.'],
    ['a 6 MB page', '/big', 'URL_TOO_LARGE', 'The page is too large.'],
    ['a PDF', '/doc.pdf', 'URL_NOT_HTML', 'This address does not point to a web page.'],
  ])('%s answers a clear error before any stream, and costs nothing', async (_label, target, code, message) => {
    const { user, token } = await signedIn('url-refused')
    const url = target.startsWith('REDIRECT:')
      ? `${site.baseUrl}/redirect?to=${encodeURIComponent(target.slice(9))}`
      : target.startsWith('/')
        ? `${site.baseUrl}${target}`
        : target
    const { answer } = await write('/api/ai/article', token, { topic: 'Home composting', focusKeyword: 'home composting', url })
    expect(answer.contentType).toContain('application/json')
    expect(answer.json).toEqual({ error: { code, message } })
    expect(answer.text).not.toMatch(/\bat \w|ECONN|Error:/)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
    expect(openai.requests).toHaveLength(0)
    const { totalDocs } = await payload.count({ collection: 'articles', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})

describe('prompt to post (POST /api/ai/prompt)', () => {
  it('writes from instructions alone: the model’s keyword and title, source prompt', async () => {
    const { token } = await signedIn('prompt-writer')
    const { answer, saved } = await write('/api/ai/prompt', token, { prompt: 'Write a friendly guide about "balcony composting" for renters.' })
    expect(answer.status).toBe(200)
    const prompt = String(openai.requests[0]?.body.messages.at(-1).content)
    expect(prompt).toContain('Write a friendly guide about "balcony composting" for renters.')
    expect(prompt).not.toContain('Also pay attention to this website')
    expect(saved).toMatchObject({ status: 'ready', source: 'prompt', sourcePage: { url: null } })
    expect(saved?.sourceCheck).toBeNull()
  })
  it('with the user’s focus keyword: the model is told it, the article keeps it (issue 39)', async () => {
    const { token } = await signedIn('prompt-keyword')
    const { saved } = await write('/api/ai/prompt', token, { prompt: 'Write a friendly 1,200-word guide for beginners about composting on a balcony.', focusKeyword: 'balcony composting' })
    const prompt = String(openai.requests[0]?.body.messages.at(-1).content)
    expect(prompt).toContain('Focus keyword: "balcony composting"')
    expect(saved?.seo?.focusKeyword).toBe('balcony composting')
  })

  it('with a URL: the extra line about the website, the page read, the source recorded', async () => {
    const { token } = await signedIn('prompt-url')
    await write('/api/ai/prompt', token, { prompt: 'A short guide for beginners', url: `  ${site.baseUrl}/article  ` })
    const prompt = String(openai.requests[0]?.body.messages.at(-1).content)
    expect(prompt).toContain(`Also pay attention to this website: ${site.baseUrl}/article`)
    expect(prompt).toContain(ARTICLE_FACTS.share)
  })
  it.each([
    [{ prompt: '   ' }, 'Please enter the prompt text!'],
    [{ prompt: 'Write about tea', url: 'tea.example' }, 'Please enter a valid URL or leave it empty!'],
    [{ prompt: 'Write about tea', url: 'ftp://tea.example/' }, 'Please enter a valid URL or leave it empty!'],
    [{ prompt: '<script>alert(1)</script> tea' }, 'The prompt contains code that is not allowed.'],
  ])('refuses %j with its SPEC message', async (body, message) => {
    const { token } = await signedIn('prompt-invalid')
    const answer = await api.rest('POST', '/api/ai/prompt', { token, body: JSON.stringify(body) })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } })
  })
})

describe('product promo (POST /api/ai/promo)', () => {
  it('reads the product (JSON-LD) and asks for a professional promo with at most five features', async () => {
    const { user, token } = await signedIn('promo-writer')
    const { answer, saved } = await write('/api/ai/promo', token, { url: `${site.baseUrl}/products/acme-writer` })
    expect(answer.status).toBe(200)
    const prompt = String(openai.requests[0]?.body.messages.at(-1).content)
    expect(prompt).toContain(`about the product "${PRODUCT.name}"`)
    expect(prompt).toContain('Tone: professional.')
    expect(prompt).toContain('at most 5')
    expect(prompt).toContain(`Price: ${PRODUCT.price} ${PRODUCT.currency}`)
    expect(/^Features: (.*)$/m.exec(prompt)?.[1]?.split('; ')).toEqual(PRODUCT.features.slice(0, 5))
    expect(saved).toMatchObject({ status: 'ready', source: 'promo', input: { appName: 'Acme writer' }, sourcePage: { url: `${site.baseUrl}/products/acme-writer` } })
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })
  it.each([
    [{}, 'Please enter a product URL!'],
    [{ url: 'not a url' }, 'Please enter a valid URL'],
  ])('refuses %j with its SPEC message', async (body, message) => {
    const { token } = await signedIn('promo-invalid')
    const answer = await api.rest('POST', '/api/ai/promo', { token, body: JSON.stringify(body) })
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } })
  })
  it('a user without credit is told so before the page is read', async () => {
    const { user, token } = await signedIn('promo-broke')
    for (let i = 0; i < 5; i++) await quota.reserveCredit(payload, { userId: user.id, limit: 5 })
    const hits = site.hits.length
    const answer = await api.rest('POST', '/api/ai/promo', { token, body: JSON.stringify({ url: `${site.baseUrl}/products/acme-writer` }) })
    expect(answer.json).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } })
    expect(site.hits.length).toBe(hits)
  })
  it('needs a session', async () => {
    const answer = await api.rest('POST', '/api/ai/promo', { body: JSON.stringify({ url: `${site.baseUrl}/products/acme-writer` }) })
    expect(answer.status).toBe(401)
  })
})
