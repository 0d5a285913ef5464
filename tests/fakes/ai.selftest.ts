// Self-test of the fake OpenAI and fake Gemini against the real SDKs: `npx tsx tests/fakes/ai.selftest.ts`.
import { ApiError, GoogleGenAI } from '@google/genai'
import OpenAI from 'openai'

import { defaultAnswer as geminiDefaultAnswer, startFakeGemini, type FakeGemini } from './gemini'
import { defaultAnswer, startFakeOpenAI, type FakeOpenAI } from './openai'
import { assert, equal, rejects, runSelfTest, waitFor } from './selftest'

const isAbort = (error: unknown) => error instanceof OpenAI.APIUserAbortError || (error as Error)?.name === 'AbortError'

const describe = (error: unknown) => `${(error as Error)?.constructor?.name}(${(error as Error)?.name}: ${(error as Error)?.message})`

const ARTICLE_PROMPT = 'Write an article about "sourdough baking at home".'
const TITLES_PROMPT = 'Suggest 10 blog post titles about indoor plants.'

async function openAiChecks(fake: FakeOpenAI): Promise<void> {
  const client = new OpenAI({ apiKey: 'sk-test', baseURL: `${fake.baseUrl}/v1`, maxRetries: 0 })
  const messages = [
    { role: 'system' as const, content: 'You are a writer.' },
    { role: 'user' as const, content: ARTICLE_PROMPT },
  ]

  // Non-streamed.
  const completion = await client.chat.completions.create({ model: 'gpt-test', messages, max_tokens: 500, temperature: 0.7 })
  const expected = defaultAnswer(ARTICLE_PROMPT)
  equal(completion.choices[0]?.message.content, expected, 'openai: non-streamed content is the default article')
  assert(expected.startsWith('<h1>') && expected.includes('sourdough baking at home'), 'openai: default article is HTML about the topic')
  equal(completion.object, 'chat.completion', 'openai: object')
  assert(completion.id.startsWith('chatcmpl-'), 'openai: id prefix')
  equal(completion.choices[0]?.finish_reason, 'stop', 'openai: finish_reason')
  assert(completion.usage && completion.usage.total_tokens === completion.usage.prompt_tokens + completion.usage.completion_tokens, 'openai: usage adds up')
  const recorded = fake.requests.at(-1)
  equal(recorded?.path, '/v1/chat/completions', 'openai: request path')
  equal(recorded?.headers.authorization, 'Bearer sk-test', 'openai: Authorization header')
  equal(recorded?.body.max_tokens, 500, 'openai: body recorded')

  // Titles.
  const titles = await client.chat.completions.create({ model: 'gpt-test', messages: [{ role: 'user', content: TITLES_PROMPT }] })
  const lines = (titles.choices[0]?.message.content ?? '').split('\n')
  equal(lines.length, 10, 'openai: 10 title lines')
  assert(/^1\. Title 1 about indoor plants$/.test(lines[0] ?? ''), `openai: title line format (${lines[0]})`)

  // Streamed, with usage.
  fake.respond((request) => `Streamed answer for ${request.model}: ${request.prompt} — and a few more words to split into chunks.`)
  const stream = await client.chat.completions.create({
    model: 'gpt-test',
    messages,
    stream: true,
    stream_options: { include_usage: true },
  })
  let text = ''
  let contentChunks = 0
  let role: string | undefined
  let finish: string | null | undefined
  let usage: OpenAI.CompletionUsage | null | undefined
  for await (const chunk of stream) {
    equal(chunk.object, 'chat.completion.chunk', 'openai: chunk object')
    const choice = chunk.choices[0]
    if (choice?.delta.role) role = choice.delta.role
    if (choice?.delta.content) {
      text += choice.delta.content
      contentChunks++
    }
    if (choice?.finish_reason) finish = choice.finish_reason
    if (chunk.usage) usage = chunk.usage
  }
  equal(text, `Streamed answer for gpt-test: ${ARTICLE_PROMPT} — and a few more words to split into chunks.`, 'openai: streamed text reassembles')
  assert(contentChunks > 1, `openai: more than one content chunk (${contentChunks})`)
  equal(role, 'assistant', 'openai: first chunk has role')
  equal(finish, 'stop', 'openai: finish chunk')
  assert(usage && usage.completion_tokens > 0, 'openai: usage chunk with include_usage')
  equal(fake.requests.at(-1)?.body.stream, true, 'openai: stream flag recorded')
  console.log(`  openai: non-streamed OK, streamed OK (${contentChunks} content chunks)`)

  // The streaming helper of the SDK (accumulates a final completion).
  fake.respond(null)
  const runner = client.chat.completions.stream({ model: 'gpt-test', messages })
  const final = await runner.finalChatCompletion()
  equal(final.choices[0]?.message.content, expected, 'openai: chat.completions.stream() final content')

  // Failures.
  fake.failNext(1, { status: 429 })
  const limited = await rejects(client.chat.completions.create({ model: 'gpt-test', messages }), 'openai 429')
  assert(limited instanceof OpenAI.APIError, 'openai: 429 is an OpenAI.APIError')
  assert(limited instanceof OpenAI.RateLimitError, 'openai: 429 is an OpenAI.RateLimitError')
  equal(limited.status, 429, 'openai: 429 status')
  equal([limited.type, limited.code], ['rate_limit_exceeded', 'rate_limit_exceeded'], 'openai: 429 type and code')
  fake.failNext(1, { status: 503, message: 'The engine is currently overloaded, please try again later.' })
  const overloaded = await rejects(
    client.chat.completions.create({ model: 'gpt-test', messages, stream: true }).then(async (s) => {
      for await (const _ of s);
    }),
    'openai 503 (stream)',
  )
  assert(overloaded instanceof OpenAI.InternalServerError, 'openai: 503 is an InternalServerError')
  equal((overloaded as InstanceType<typeof OpenAI.APIError>).status, 503, 'openai: 503 status')
  assert(/overloaded/.test((overloaded as Error).message), 'openai: 503 message')
  fake.failNext(2, { status: 500 })
  for (let i = 0; i < 2; i++) {
    const failed = await rejects(client.chat.completions.create({ model: 'gpt-test', messages }), 'openai 500')
    equal((failed as InstanceType<typeof OpenAI.APIError>).status, 500, `openai: 500 #${i + 1}`)
  }
  const recovered = await client.chat.completions.create({ model: 'gpt-test', messages })
  equal(recovered.choices[0]?.message.content, expected, 'openai: answers again after the failures')
  fake.failNext(1, { status: 0 })
  const dropped = await rejects(client.chat.completions.create({ model: 'gpt-test', messages }), 'openai dropped connection')
  assert(dropped instanceof OpenAI.APIConnectionError, `openai: dropped connection is an APIConnectionError (${String(dropped)})`)

  // Auth.
  const noAuth = await fetch(`${fake.baseUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-test', messages }),
  })
  equal(noAuth.status, 401, 'openai: no Authorization → 401')
  const noAuthBody = (await noAuth.json()) as { error: { type: string; code: string; message: string } }
  equal([noAuthBody.error.type, noAuthBody.error.code], ['invalid_request_error', 'invalid_api_key'], 'openai: 401 error JSON')
  const models = await client.models.list()
  equal(
    models.data.map((m) => m.id),
    ['gpt-test'],
    'openai: GET /v1/models',
  )

  // Slow answers: abort while waiting for the first byte, and in the middle of a stream.
  fake.setDelay({ firstByteMs: 5000 })
  const early = new AbortController()
  setTimeout(() => early.abort(), 100)
  const startedEarly = Date.now()
  const earlyError = await rejects(client.chat.completions.create({ model: 'gpt-test', messages }, { signal: early.signal }), 'openai abort before headers')
  assert(isAbort(earlyError), `openai: abort before headers is an abort error (${String(earlyError)})`)
  assert(Date.now() - startedEarly < 2000, 'openai: abort before headers is quick')
  const earlyRecord = fake.requests.at(-1)
  await waitFor(() => earlyRecord?.aborted === true, 'openai: fake notices the abort before headers')

  fake.setDelay({ betweenChunksMs: 300 })
  const controller = new AbortController()
  const slow = await client.chat.completions.create({ model: 'gpt-test', messages, stream: true }, { signal: controller.signal })
  const slowRecord = fake.requests.at(-1)
  let received = ''
  let slowFinish: string | null | undefined
  const startedSlow = Date.now()
  // The OpenAI SDK ends a stream quietly when its signal aborts (or throws APIUserAbortError).
  let slowError: unknown = 'none: the iteration ended quietly'
  try {
    for await (const chunk of slow) {
      received += chunk.choices[0]?.delta.content ?? ''
      slowFinish = chunk.choices[0]?.finish_reason ?? slowFinish
      if (received) controller.abort()
    }
  } catch (error) {
    slowError = error
    assert(isAbort(error), `openai: mid-stream abort is an abort error (${String(error)})`)
  }
  assert(received.length > 0 && received.length < expected.length, 'openai: got part of the text before aborting')
  equal(slowFinish, undefined, 'openai: no finish chunk after the abort')
  assert(Date.now() - startedSlow < 2000, 'openai: abort mid-stream is quick')
  await waitFor(() => slowRecord?.aborted === true, 'openai: fake notices the mid-stream abort')
  fake.reset()
  equal(fake.requests.length, 0, 'openai: reset clears requests')
  console.log(
    `  openai: 429 → ${limited.constructor.name} ${limited.status}; 503 → ${overloaded?.constructor.name}; ` +
      `abort before headers → ${describe(earlyError)}; abort mid-stream → ${typeof slowError === 'string' ? slowError : describe(slowError)}`,
  )
}

async function geminiChecks(fake: FakeGemini): Promise<void> {
  const ai = new GoogleGenAI({ apiKey: 'test', httpOptions: { baseUrl: fake.baseUrl } })
  const params = {
    model: 'gemini-test',
    contents: ARTICLE_PROMPT,
    config: { systemInstruction: 'You are a writer.', maxOutputTokens: 800, temperature: 0.5 },
  }
  const expected = geminiDefaultAnswer(ARTICLE_PROMPT)
  equal(expected, defaultAnswer(ARTICLE_PROMPT), 'both fakes have the same default answer')

  // Non-streamed.
  const response = await ai.models.generateContent(params)
  equal(response.text, expected, 'gemini: non-streamed text is the default article')
  equal(response.candidates?.[0]?.finishReason, 'STOP', 'gemini: finishReason')
  assert(response.usageMetadata?.totalTokenCount && response.usageMetadata.totalTokenCount > 0, 'gemini: usageMetadata')
  equal(response.modelVersion, 'gemini-test', 'gemini: modelVersion')
  const recorded = fake.requests.at(-1)
  assert(recorded, 'gemini: request recorded')
  console.log(`  gemini: SDK called ${recorded.method} ${recorded.path}${recorded.query.alt ? `?alt=${recorded.query.alt}` : ''} with x-goog-api-key=${String(recorded.headers['x-goog-api-key'])}`)
  equal(recorded.headers['x-goog-api-key'], 'test', 'gemini: x-goog-api-key header')
  equal(recorded.headers.authorization, undefined, 'gemini: no Authorization header')
  assert(/^\/v1(beta|alpha)?\/models\/gemini-test:generateContent$/.test(recorded.path), `gemini: path ${recorded.path}`)
  equal(recorded.body.systemInstruction?.parts?.[0]?.text, 'You are a writer.', 'gemini: systemInstruction sent')
  equal(recorded.body.generationConfig?.maxOutputTokens, 800, 'gemini: generationConfig sent')

  // The v1beta path, as the brief's callers may pin it.
  const beta = new GoogleGenAI({ apiKey: 'test', httpOptions: { baseUrl: fake.baseUrl, apiVersion: 'v1beta' } })
  const titles = await beta.models.generateContent({ model: 'gemini-test', contents: TITLES_PROMPT })
  equal(fake.requests.at(-1)?.path, '/v1beta/models/gemini-test:generateContent', 'gemini: v1beta path')
  equal((titles.text ?? '').split('\n').length, 10, 'gemini: 10 title lines')

  // Streamed.
  const seen: { model: string; stream: boolean; system: string }[] = []
  fake.respond((request) => {
    seen.push({ model: request.model, stream: request.stream, system: request.systemInstruction?.parts?.[0]?.text ?? '' })
    return `Streamed answer: ${request.prompt} — and a few more words to split into chunks.`
  })
  const stream = await ai.models.generateContentStream(params)
  let text = ''
  let chunks = 0
  let lastFinish: string | undefined
  for await (const chunk of stream) {
    if (chunk.text) {
      text += chunk.text
      chunks++
    }
    lastFinish = chunk.candidates?.[0]?.finishReason ?? lastFinish
  }
  equal(text, `Streamed answer: ${ARTICLE_PROMPT} — and a few more words to split into chunks.`, 'gemini: streamed text reassembles')
  assert(chunks > 1, `gemini: more than one chunk (${chunks})`)
  equal(lastFinish, 'STOP', 'gemini: last chunk has finishReason STOP')
  equal(seen, [{ model: 'gemini-test', stream: true, system: 'You are a writer.' }], 'gemini: responder got model, stream, systemInstruction')
  const streamRecord = fake.requests.at(-1)
  assert(streamRecord && /:streamGenerateContent$/.test(streamRecord.path) && streamRecord.query.alt === 'sse', 'gemini: stream path with alt=sse')
  console.log(`  gemini: non-streamed OK, streamed OK (${chunks} chunks, ${streamRecord.path}?alt=sse)`)
  fake.respond(null)

  // Failures.
  fake.failNext(1, { status: 429 })
  const limited = await rejects(ai.models.generateContent(params), 'gemini 429')
  assert(limited instanceof ApiError, `gemini: 429 is an ApiError (${String(limited)})`)
  equal(limited.status, 429, 'gemini: 429 status')
  assert(limited.message.includes('RESOURCE_EXHAUSTED'), 'gemini: 429 message carries RESOURCE_EXHAUSTED')
  fake.failNext(1, { status: 503 })
  const overloaded = await rejects(ai.models.generateContent(params), 'gemini 503')
  assert(overloaded instanceof ApiError, 'gemini: 503 is an ApiError')
  equal(overloaded.status, 503, 'gemini: 503 status')
  equal(
    JSON.parse(overloaded.message),
    { error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' } },
    'gemini: 503 message is Google error JSON',
  )
  fake.failNext(1, { status: 503 })
  const overloadedStream = await rejects(
    ai.models.generateContentStream(params).then(async (s) => {
      for await (const _ of s);
    }),
    'gemini 503 (stream)',
  )
  assert(overloadedStream instanceof ApiError && overloadedStream.status === 503, 'gemini: 503 on a stream is an ApiError 503')
  assert(overloadedStream.message.includes('The model is overloaded. Please try again later.'), 'gemini: stream 503 message')
  const recovered = await ai.models.generateContent(params)
  equal(recovered.text, expected, 'gemini: answers again after the failures')

  // Auth.
  const url = `${fake.baseUrl}/v1beta/models/gemini-test:generateContent`
  const request = { method: 'POST', body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'hi' }] }] }) }
  const noKey = await fetch(url, { ...request, headers: { 'content-type': 'application/json' } })
  equal(noKey.status, 403, 'gemini: no key → 403')
  equal(((await noKey.json()) as { error: { status: string } }).error.status, 'PERMISSION_DENIED', 'gemini: no key → PERMISSION_DENIED')
  const badKey = await fetch(url, { ...request, headers: { 'content-type': 'application/json', 'x-goog-api-key': '' } })
  equal(badKey.status, 400, 'gemini: empty key → 400')
  const badKeyBody = (await badKey.json()) as { error: { status: string; details: { reason?: string }[] } }
  equal(badKeyBody.error.details[0]?.reason, 'API_KEY_INVALID', 'gemini: empty key → API_KEY_INVALID')
  const queryKey = await fetch(`${url}?key=abc`, { ...request, headers: { 'content-type': 'application/json' } })
  equal(queryKey.status, 200, 'gemini: ?key= accepted')

  // Slow answers: abort while waiting for the first byte, and in the middle of a stream.
  fake.setDelay({ firstByteMs: 5000 })
  const early = new AbortController()
  setTimeout(() => early.abort(), 100)
  const startedEarly = Date.now()
  const earlyError = await rejects(ai.models.generateContent({ ...params, config: { ...params.config, abortSignal: early.signal } }), 'gemini abort before headers')
  assert(isAbort(earlyError), `gemini: abort before headers is an abort error (${String(earlyError)})`)
  assert(Date.now() - startedEarly < 2000, 'gemini: abort before headers is quick')
  const earlyRecord = fake.requests.at(-1)
  await waitFor(() => earlyRecord?.aborted === true, 'gemini: fake notices the abort before headers')

  fake.setDelay({ betweenChunksMs: 300 })
  const controller = new AbortController()
  const slow = await ai.models.generateContentStream({ ...params, config: { ...params.config, abortSignal: controller.signal } })
  const slowRecord = fake.requests.at(-1)
  let received = ''
  const startedSlow = Date.now()
  const slowError = await rejects(
    (async () => {
      for await (const chunk of slow) {
        received += chunk.text ?? ''
        if (received) controller.abort()
      }
    })(),
    'gemini abort mid-stream',
  )
  assert(isAbort(slowError), `gemini: mid-stream abort is an abort error (${String(slowError)})`)
  assert(received.length > 0 && received.length < expected.length, 'gemini: got part of the text before aborting')
  assert(Date.now() - startedSlow < 2000, 'gemini: abort mid-stream is quick')
  await waitFor(() => slowRecord?.aborted === true, 'gemini: fake notices the mid-stream abort')
  fake.reset()
  console.log(`  gemini: 429 → ApiError ${limited.status}; 503 → ApiError ${overloaded.status} "${JSON.parse(overloaded.message).error.message}"`)
  console.log(`  gemini: abort before headers → ${describe(earlyError)}; abort mid-stream → ${describe(slowError)}`)
}

async function main(): Promise<void> {
  const openai = await startFakeOpenAI()
  const gemini = await startFakeGemini()
  try {
    console.log(`fake OpenAI at ${openai.baseUrl}, fake Gemini at ${gemini.baseUrl}`)
    await openAiChecks(openai)
    await geminiChecks(gemini)
    console.log('OK: fake OpenAI and fake Gemini work with the real SDKs')
  } finally {
    await openai.stop()
    await gemini.stop()
  }
}

runSelfTest(main)
