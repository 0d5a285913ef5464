/**
 * Text to speech over the real database and the loopback OpenAI speech API: PRO PLUS and admins
 * only, the SPEC limits and messages, a real MP3 back as base64 (SPEC 3 audioContent).
 */
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { sessionToken, makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let openai: FakeOpenAI
let api: Handlers

beforeAll(async () => {
  openai = await startFakeOpenAI()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_TTS_MODEL: 'tts-test', AI_PROVIDERS: 'openai' })
  delete process.env.GEMINI_API_KEY
  api = await makeHandlers(payload.config)
})
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
})
beforeEach(() => openai.reset())

async function subscribe(user: User, tier: 'basic' | 'blog-master') {
  await payload.create({
    collection: 'subscriptions',
    data: { user: user.id, stripeSubscriptionId: `sub_${tier}_${user.id}`, stripeCustomerId: `cus_${user.id}`, tier, status: 'active', interval: 'month', currentPeriodEnd: new Date(Date.now() + 86_400_000 * 20).toISOString() },
    overrideAccess: true,
  })
}

async function account(tag: string, plan: 'free' | 'basic' | 'blog-master' | 'admin') {
  const user = await createVerifiedUser(payload, tag, plan === 'admin' ? ['admin', 'user'] : ['user'])
  if (plan === 'basic' || plan === 'blog-master') await subscribe(user, plan)
  return sessionToken(payload, user.id)
}

const speak = (token: string | undefined, body: unknown) => api.rest('POST', '/api/ai/speech', { ...(token ? { token } : {}), body: JSON.stringify(body) })

describe('POST /api/ai/speech', () => {
  it.each(['blog-master', 'admin'] as const)('%s: a real MP3 from the configured speech model, the chosen voice', async (plan) => {
    const token = await account(`speech-${plan}`, plan)
    const answer = await speak(token, { text: 'Composting on a balcony is easy.', voice: 'nova' })
    expect(answer.status).toBe(200)
    const mp3 = Buffer.from((answer.json as { audioContent: string }).audioContent, 'base64')
    // Sound frames, as the model sent them (its ID3 tag included).
    const { readMp3 } = await import('@/server/ai/mp3')
    expect(readMp3(mp3).seconds).toBeGreaterThan(1)
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3')
    expect(openai.requests.at(-1)?.body).toMatchObject({ model: 'tts-test', voice: 'nova', input: 'Composting on a balcony is easy.', response_format: 'mp3' })
  })

  it.each(['free', 'basic'] as const)('%s: refused with the plan that has it', async (plan) => {
    const token = await account(`speech-${plan}`, plan)
    const answer = await speak(token, { text: 'Hello' })
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual({ error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Blog Master subscription required' } })
    expect(openai.requests).toHaveLength(0)
  })

  it('SPEC 5 rules: text required, at most 4000 characters; an unknown voice reads as alloy; a session needed', async () => {
    const token = await account('speech-rules', 'blog-master')
    expect((await speak(token, { text: '   ' })).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Please enter the text!' } })
    expect((await speak(token, { text: 'x'.repeat(4001) })).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'The text can be at most 4000 characters.' } })
    expect((await speak(token, { text: 'x'.repeat(4000), voice: 'robot' })).status).toBe(200)
    expect(openai.requests.at(-1)?.body.voice).toBe('alloy')
    expect((await speak(undefined, { text: 'Hello' })).status).toBe(401)
  })

  it('a failing speech model answers an error the screen can show, never a stack trace', async () => {
    const token = await account('speech-fail', 'blog-master')
    openai.failNext(1, { status: 500 })
    const answer = await speak(token, { text: 'Hello' })
    expect(answer.status).toBeGreaterThanOrEqual(500)
    expect(answer.json).toMatchObject({ error: { code: 'AI_FAILED' } })
  })
})
