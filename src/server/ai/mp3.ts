import { Mp3Encoder } from '@breezystack/lamejs'

const FRAME = 1152

/** 16-bit mono samples → an MP3 (LAME, in JavaScript: no native tool needed on the machine). */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = 48): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps)
  const parts: Uint8Array[] = []
  for (let i = 0; i < samples.length; i += FRAME) {
    const chunk = encoder.encodeBuffer(samples.subarray(i, i + FRAME))
    if (chunk.length) parts.push(new Uint8Array(chunk))
  }
  const end = encoder.flush()
  if (end.length) parts.push(new Uint8Array(end))
  return Buffer.concat(parts)
}
