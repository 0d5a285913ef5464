/** What was read from an event stream and not yet matched; a read that outlived a timeout stays pending here, so its chunk is never lost. */
export type Buffer = { text: string; pending?: Promise<ReadableStreamReadResult<Uint8Array>> }

/** Reads events from a stream until one named `name` comes (its data parsed), or rejects after `ms`. */
export async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, name: string, ms: number, buffer: Buffer): Promise<unknown> {
  const decoder = new TextDecoder()
  const deadline = Date.now() + ms
  for (;;) {
    const match = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`).exec(buffer.text)
    if (match) {
      buffer.text = buffer.text.slice(match.index + match[0].length)
      return JSON.parse(match[1]!)
    }
    const left = deadline - Date.now()
    if (left <= 0) throw new Error(`no '${name}' event within ${ms} ms; got: ${buffer.text}`)
    buffer.pending ??= reader.read()
    const chunk = await Promise.race([buffer.pending, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))])
    if (chunk === 'timeout') continue
    buffer.pending = undefined
    if (chunk.done) throw new Error('stream ended')
    buffer.text += decoder.decode(chunk.value, { stream: true })
  }
}
