import { E2E } from './ports'

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${E2E.openAiApi}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`fake OpenAI ${path}: ${response.status}`)
}

/**
 * Controls of the loopback OpenAI server the app talks to in the end-to-end run. The specs that
 * steer it (delays, failures, fixed answers) run in one lane; a spec in the other lane that writes
 * through it first isolates its own topic (a text every request of its articles carries, such as
 * the focus keyword), so that steering never reaches its requests.
 */
export const fakeOpenAI = {
  isolate: (scope: string) => control('isolate', { scope }),
  /** Without a scope: the unscoped controls and the recorded requests; with one, that topic's controls. */
  reset: (scope?: string) => control('reset', scope ? { scope } : {}),
  delay: (delay: { firstByteMs?: number; betweenChunksMs?: number }) => control('delay', delay),
  failNext: (count: number, status: number, scope?: string) => control('fail-next', { count, status, ...(scope ? { scope } : {}) }),
  /** A fixed answer for every request until reset. */
  respond: (text: string) => control('respond', { text }),
  /**
   * The chat completions received since the last reset, each with the text of its last message;
   * with `scope`, only those whose body mentions it (the other lane writes meanwhile).
   */
  requests: async (scope?: string): Promise<{ prompt: string }[]> => {
    const response = await fetch(`${E2E.openAiApi}/__fake/requests${scope ? `?scope=${encodeURIComponent(scope)}` : ''}`)
    const records = (await response.json()) as { path: string; body?: { messages?: { content?: unknown }[] } }[]
    return records.filter((r) => r.path.endsWith('/chat/completions')).map((r) => ({ prompt: String(r.body?.messages?.at(-1)?.content ?? '') }))
  },
}
