/**
 * 'Listen' over the real database and the loopback OpenAI speech API: a long article is read in
 * chunks of at most 4000 characters cut between sentences, joined into one MP3 (the fake's ID3 tags
 * and Info frames taken out), stored in media private to its owner, attached to the article, and
 * public with the post once published. PRO PLUS and admins only.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

import type { Article, Media, User } from '@/payload-types'
import { fakeSpeechSeconds } from '../fakes/media'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { longArticleHtml } from '../support/longArticle.mjs'
import { eventsOf, makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, readyArticle, shutdown, type Plan } from './support'

let payload: Payload
let openai: FakeOpenAI
let api: Handlers
let readMp3: typeof import('@/server/ai/mp3').readMp3
let articleSpeechText: typeof import('@/server/speech/chunks').articleSpeechText

beforeAll(async () => {
  openai = await startFakeOpenAI()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_TTS_MODEL: 'tts-test', AI_PROVIDERS: 'openai' })
  delete process.env.GEMINI_API_KEY
  api = await makeHandlers(payload.config)
  ;({ readMp3 } = await import('@/server/ai/mp3'))
  ;({ articleSpeechText } = await import('@/server/speech/chunks'))
})
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
})
beforeEach(() => openai.reset())

const account = (tag: string, plan: Plan) => accountOnPlan(payload, tag, plan)

const TITLE = 'Balcony composting for renters'

const longArticle = (user: User, title = TITLE): Promise<Article> =>
  readyArticle(payload, user, title, {
    body: longArticleHtml('balcony composting'),
    focusKeyword: 'balcony composting',
    metaDescription: 'How to compost on a small balcony: what to collect, which bin to choose and how to keep it tidy.',
  })


const listen = (token: string | undefined, id: unknown, body: unknown = {}) => api.rest('POST', `/api/articles/${id}/audio`, { ...(token ? { token } : {}), body: JSON.stringify(body) })
const speechCalls = () => openai.requests.filter((r) => r.path === '/v1/audio/speech')

async function storedBytes(media: Media): Promise<Buffer> {
  const { DATA_DIR } = await import('@/server/env')
  const stored = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
  return fs.readFile(path.join(DATA_DIR, 'media', stored.filename!))
}

describe('POST /api/articles/:id/audio', () => {
  it('reads a 1,500-word article in sentence-cut chunks of at most 4000 characters with one voice, and joins them into one MP3', async () => {
    const { user, token } = await account('audio-long', 'blog-master')
    const article = await longArticle(user)
    const answer = await listen(token, article.id, { voice: 'nova' })
    expect(answer.status).toBe(200)
    expect(answer.contentType).toContain('text/event-stream')
    const events = eventsOf(answer.text)

    const calls = speechCalls()
    const inputs = calls.map((c) => c.body.input as string)
    expect(inputs.length).toBeGreaterThanOrEqual(3)
    for (const call of calls) expect(call.body).toMatchObject({ model: 'tts-test', voice: 'nova', response_format: 'mp3' })
    for (const input of inputs) {
      expect(input.length).toBeLessThanOrEqual(4000)
      // Every chunk ends a sentence.
      expect(input).toMatch(/[.!?]$/)
    }
    // Together the chunks are the whole text, in order, nothing twice.
    const spoken = articleSpeechText(article)
    expect(inputs.join(' ').replace(/\s+/g, ' ')).toBe(spoken.replace(/\s+/g, ' '))
    expect(inputs[0]!.startsWith(`${TITLE}.`)).toBe(true)

    // Progress after every chunk, then the article with its audio.
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data)
    expect(progress[0]).toEqual({ done: 0, total: inputs.length })
    expect(progress.at(-1)).toEqual({ done: inputs.length, total: inputs.length })
    expect(progress.map((p) => p.done)).toEqual(Array.from({ length: inputs.length + 1 }, (_, i) => i))
    const done = events.find((e) => e.event === 'done')!.data.article as Article
    const audio = done.audio as Media
    expect(audio).toMatchObject({ mimeType: 'audio/mpeg', alt: TITLE, owner: user.id })
    expect(done.audioOutdated).toBe(false)

    // The file is the chunks' sound, back to back: its length is the sum of theirs, and the
    // ID3 tags and Info frames each chunk came with are gone.
    const expected = inputs.reduce((sum, input) => sum + fakeSpeechSeconds(input), 0)
    const bytes = await storedBytes(audio)
    const read = readMp3(bytes)
    expect(read.seconds).toBeGreaterThanOrEqual(expected)
    expect(read.seconds).toBeLessThan(expected + inputs.length * 0.1)
    expect(audio.duration).toBeCloseTo(read.seconds, 1)
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('ID3')
    expect(bytes.includes(Buffer.from('Info'))).toBe(false)
    expect(bytes.includes(Buffer.from('Lavf'))).toBe(false)
  })

  it.each(['free', 'basic'] as const)('%s: refused with the plan that has it, nothing read', async (plan) => {
    const { user, token } = await account(`audio-${plan}`, plan)
    const answer = await listen(token, (await longArticle(user)).id)
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Blog Master subscription required' } })
    expect(speechCalls()).toHaveLength(0)
  })

  it('an admin may make the audio of any article; a user only of their own', async () => {
    const owner = await account('audio-owner', 'blog-master')
    const stranger = await account('audio-stranger', 'blog-master')
    const admin = await account('audio-admin', 'admin')
    const article = await longArticle(owner.user, 'A short piece')
    expect((await listen(stranger.token, article.id)).status).toBe(404)
    expect((await listen(undefined, article.id)).status).toBe(401)
    expect((await listen(admin.token, article.id)).status).toBe(200)
    expect((await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true })).audio).toBeTruthy()
  })

  it('needs a finished article', async () => {
    const { user, token } = await account('audio-draft', 'blog-master')
    const draft = await payload.create({ collection: 'articles', data: { user: user.id, title: 'Draft', status: 'generating' }, overrideAccess: true })
    expect((await listen(token, draft.id)).json).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'Please generate content first before creating the audio.' } })
    expect((await listen(token, 'not-an-id')).status).toBe(404)
  })

  it('a chunk the model fails once is asked again; a model that keeps failing ends in an error and leaves no file behind', async () => {
    const { user, token } = await account('audio-fail', 'blog-master')
    const article = await longArticle(user)
    const mediaBefore = (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
    openai.failNext(1, { status: 500 })
    const retried = eventsOf((await listen(token, article.id)).text)
    expect(retried.at(-1)?.event).toBe('done')
    const chunks = retried[0]!.data.total as number
    // One call more than there are chunks: the failed one was asked again.
    expect(speechCalls()).toHaveLength(chunks + 1)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(mediaBefore + 1)

    // Every call fails: an error event the screen can show, the article keeps its audio, no new file.
    const before = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })
    openai.failNext(50, { status: 500 })
    const failed = eventsOf((await listen(token, article.id)).text)
    expect(failed.at(-1)).toEqual({ event: 'error', data: { code: 'AI_FAILED', message: 'An error occurred while generating the audio file!' } })
    const after = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })
    expect(after.audio).toBe(before.audio)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(mediaBefore + 1)
  })

  it('an overloaded model says so', async () => {
    const { user, token } = await account('audio-busy', 'blog-master')
    openai.failNext(50, { status: 429 })
    const events = eventsOf((await listen(token, (await longArticle(user)).id)).text)
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'SERVICE_OVERLOADED' } })
  })
})

describe('the audio of an article over time', () => {
  it('is private to its owner, replaced (not piled up) when made again, marked outdated after an edit, and public with the post', async () => {
    const { user, token } = await account('audio-life', 'blog-master')
    const stranger = await account('audio-life-other', 'blog-master')
    const article = await longArticle(user, 'Compost through the winter')
    const firstAudio = eventsOf((await listen(token, article.id)).text).find((e) => e.event === 'done')!.data.article.audio as Media
    const fileStatus = async (url: string, t?: string) => (await api.rest('GET', url, t ? { token: t } : {})).status
    expect(await fileStatus(firstAudio.url!, token)).toBe(200)
    expect(await fileStatus(firstAudio.url!, stranger.token)).toBe(404)
    expect(await fileStatus(firstAudio.url!)).toBe(404)

    // The owner edits the text: the audio is kept but marked outdated.
    const edited = await api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content: '<h1>Compost through the winter</h1><p>Keep the bin out of the wind. Add dry leaves.</p>' }) })
    expect(edited.status).toBe(200)
    expect((edited.json as { doc: Article }).doc.audioOutdated).toBe(true)
    // Someone cannot set it back, or attach a file, over the API.
    await api.rest('PATCH', `/api/articles/${article.id}`, { token, body: JSON.stringify({ audioOutdated: false, audio: null }) })
    expect((await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })).audioOutdated).toBe(true)

    // Made again: the new audio replaces the old, whose file is deleted.
    const second = eventsOf((await listen(token, article.id, { voice: 'onyx' })).text).find((e) => e.event === 'done')!.data.article as Article
    expect(second.audioOutdated).toBe(false)
    const secondAudio = second.audio as Media
    expect(secondAudio.id).not.toBe(firstAudio.id)
    expect(await payload.findByID({ collection: 'media', id: firstAudio.id, overrideAccess: true }).catch(() => null)).toBeNull()
    expect(speechCalls().at(-1)?.body.voice).toBe('onyx')

    // Published to the blog by an admin: the post plays it, and everyone may fetch it, seeking too.
    const admin = await account('audio-publisher', 'admin')
    const published = await api.rest('POST', `/api/articles/${article.id}/publish`, { token: admin.token, body: JSON.stringify({ target: 'blog' }) })
    expect(published.status).toBe(201)
    const post = await payload.findByID({ collection: 'posts', id: (published.json as { post: { id: number } }).post.id, overrideAccess: false, depth: 1 })
    expect(post.audio).toMatchObject({ id: secondAudio.id, mimeType: 'audio/mpeg', duration: secondAudio.duration })
    expect(await fileStatus(secondAudio.url!)).toBe(200)
    const ranged = await api.rest('GET', secondAudio.url!, { headers: { Range: 'bytes=0-99' } })
    expect(ranged.status).toBe(206)
  })

  it('an admin uploads an MP3 for a post in the admin panel: its duration is measured; a file that is not MP3 is refused', async () => {
    const { encodeMp3 } = await import('@/server/ai/mp3')
    const samples = new Int16Array(24_000 * 3)
    const mp3 = encodeMp3(samples, 24_000)
    const media = await payload.create({ collection: 'media', data: { alt: 'Podcast' }, file: { data: mp3, mimetype: 'audio/mpeg', name: 'podcast.mp3', size: mp3.length }, overrideAccess: true })
    expect(media.duration).toBeGreaterThanOrEqual(3)
    expect(media.duration).toBeLessThan(3.2)
    const fake = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(2000, 0x20)])
    await expect(payload.create({ collection: 'media', data: { alt: 'Noise' }, file: { data: fake, mimetype: 'audio/mpeg', name: 'noise.mp3', size: fake.length }, overrideAccess: true })).rejects.toThrow()
  })
})
