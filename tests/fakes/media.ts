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

/** The length of the fake's speech for `text`: about 60 ms per character, at least 0.3 s, at most 8 s. */
export function fakeSpeechSeconds(text: string): number {
  return Math.min(8, Math.max(0.3, text.length * 0.06))
}

/**
 * An MP3 as OpenAI's speech API sends it (ffmpeg-made): an ID3v2 tag naming the encoder, a LAME
 * "Info" frame, then the sound, here a tone of fakeSpeechSeconds(text). Joining such files needs
 * the tag and the Info frame taken out, so the fake carries them.
 */
export function fakeMp3(text: string): Buffer {
  const sampleRate = 24_000
  const samples = new Int16Array(Math.round(sampleRate * fakeSpeechSeconds(text)))
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 220 * i) / sampleRate) * 6000)
  const sound = encodeMp3(samples, sampleRate)
  return Buffer.concat([encoderTag('Lavf61.7.100'), infoFrame(sound), sound])
}

/** An ID3v2.4 tag with one TSSE (encoder) frame. */
function encoderTag(encoder: string): Buffer {
  const text = Buffer.from(`\x03${encoder}`, 'latin1')
  const frame = Buffer.concat([Buffer.from('TSSE', 'latin1'), syncSafe(text.length), Buffer.from([0, 0]), text])
  return Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), syncSafe(frame.length), frame])
}

function syncSafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f])
}

/** A silent frame shaped like the first frame of `sound` with "Info" where MPEG-2 mono side information ends. */
function infoFrame(sound: Buffer): Buffer {
  const header = sound.subarray(0, 4)
  const bitrate = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][header[2] >> 4] * 1000
  const length = Math.floor((72 * bitrate) / 24_000) + ((header[2] >> 1) & 1)
  const frame = Buffer.alloc(length)
  header.copy(frame)
  frame.write('Info', 4 + 9, 'latin1')
  return frame
}
