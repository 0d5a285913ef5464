import sharp from 'sharp'

import { encodeMp3 } from '../../src/server/ai/mp3'

/**
 * Real media bytes for the AI fakes: what an image model or a speech model sends back has to
 * decode in the app (sharp, an <audio> element), so the fakes make real files, not placeholders.
 */

/** A PNG of the asked size: a colour field with a lighter band, its colour taken from `seed`. */
export async function fakePng(width = 1024, height = 1024, seed = ''): Promise<Buffer> {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/><rect y="${Math.round(height * 0.6)}" width="100%" height="${Math.round(height * 0.15)}" fill="hsl(${hue},55%,65%)"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** "1536x1024" → [1536, 1024]; anything else → a square. */
export function sizeOf(size: unknown): [number, number] {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(String(size ?? ''))
  return match ? [Number(match[1]), Number(match[2])] : [1024, 1024]
}

/** An MP3 as a speech model sends it: a tone of about 60 ms per character of `text` (at least 0.3 s, at most 8 s). */
export function fakeMp3(text: string): Buffer {
  const sampleRate = 24_000
  const seconds = Math.min(8, Math.max(0.3, text.length * 0.06))
  const samples = new Int16Array(Math.round(sampleRate * seconds))
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 220 * i) / sampleRate) * 6000)
  return encodeMp3(samples, sampleRate)
}
