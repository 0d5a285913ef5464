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
