'use client'

/**
 * Reads a text/event-stream body event by event (the browser's EventSource cannot POST). `E` is
 * the event union the endpoint sends (its `event` names and `data` shapes).
 */
export async function* readEventStream<E extends { event: string; data: unknown }>(body: ReadableStream<Uint8Array>): AsyncGenerator<E> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let boundary: number
    while ((boundary = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, boundary)
      buffer = buffer.slice(boundary + 2)
      let event = 'message'
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim()
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart())
      }
      if (data.length) yield { event, data: JSON.parse(data.join('\n')) } as E
    }
  }
}
