/**
 * A text/event-stream response fed by `run`. Writes after the browser has gone are dropped
 * (enqueue throws then), so whatever `run` does goes on and is saved. What `run` returns is
 * called when the stream ends either way (the browser left, or close()).
 */
export function eventStream(run: (send: (event: string, data: unknown) => void, close: () => void) => void | (() => void)): Response {
  const encoder = new TextEncoder()
  let open = true
  let cleanup: (() => void) | void
  const finish = () => {
    open = false
    const done = cleanup
    cleanup = undefined
    done?.()
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
        } catch {
          finish()
        }
      }
      const close = () => {
        if (!open) return
        finish()
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }
      cleanup = run(send, close)
      if (!open) finish()
    },
    cancel() {
      finish()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    },
  })
}

/**
 * A background job's events as a text/event-stream. `start` runs its checks first: an error it
 * throws answers as JSON (a 4xx) before any stream starts. Events the job sends before the stream
 * is open are kept and sent first; the stream closes when the job is finished.
 */
export async function jobEventStream<E extends { event: string; data: unknown }>(start: (emit: (event: E) => void) => Promise<{ finished: Promise<void> }>): Promise<Response> {
  const early: E[] = []
  let forward: ((event: E) => void) | undefined
  const { finished } = await start((event) => (forward ? forward(event) : early.push(event)))
  return eventStream((send, close) => {
    forward = (event) => send(event.event, event.data)
    for (const event of early.splice(0)) forward(event)
    void finished.finally(close)
  })
}

/** Bursts (a sign-up or a publish writes several rows) become one event. */
const COALESCE_MS = 150

/**
 * A live-update stream for a screen that reloads what it shows: `ready` once the LISTEN is in place
 * (a change after it is never missed), `change` {keys} for what changed (bursts folded into one), and
 * `ping` every `pingMs`. Before each ping `stillAllowed` is asked: once it says no (signed out, no
 * longer allowed), `end` {reason: 'signed-out'} and the stream closes. The listener goes with the reader.
 */
export function liveChangeStream({ subscribe, stillAllowed, pingMs, changeData = (keys) => ({ keys }) }: {
  subscribe: (listener: (key: string) => void) => { ready: Promise<void>; unsubscribe: () => void }
  stillAllowed: () => Promise<boolean>
  pingMs: number
  changeData?: (keys: string[]) => unknown
}): Response {
  return eventStream((send, close) => {
    let pending: NodeJS.Timeout | null = null
    const keys = new Set<string>()
    const { ready, unsubscribe } = subscribe((key) => {
      keys.add(key)
      pending ??= setTimeout(() => {
        pending = null
        send('change', changeData([...keys]))
        keys.clear()
      }, COALESCE_MS)
    })
    let checking = false
    const heartbeat = setInterval(() => {
      if (checking) return
      checking = true
      void stillAllowed()
        .then((allowed) => {
          if (allowed) return send('ping', {})
          send('end', { reason: 'signed-out' })
          close()
        })
        .finally(() => (checking = false))
    }, pingMs)
    void ready.then(() => send('ready', {}))
    return () => {
      unsubscribe()
      clearInterval(heartbeat)
      if (pending) clearTimeout(pending)
    }
  })
}
