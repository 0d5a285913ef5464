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

/** One MPEG audio frame header, as far as joining and timing need it. */
type FrameHeader = { length: number; samples: number; sampleRate: number; mono: boolean; mpeg1: boolean }

// Layer III bit rates in kbit/s by index, for MPEG-1 and for MPEG-2/2.5.
const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] }

/** The Layer III frame header at `at`, or null when the bytes there are not one (free-format frames are not supported). */
function frameHeaderAt(data: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > data.length || data[at] !== 0xff || (data[at + 1] & 0xe0) !== 0xe0) return null
  const version = (data[at + 1] >> 3) & 3 // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const layer = (data[at + 1] >> 1) & 3 // 1 is Layer III
  const bitrateIndex = data[at + 2] >> 4
  const rateIndex = (data[at + 2] >> 2) & 3
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null
  const mpeg1 = version === 3
  const bitrate = (mpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[bitrateIndex] * 1000
  const sampleRate = SAMPLE_RATES[version][rateIndex]
  const padding = (data[at + 2] >> 1) & 1
  const samples = mpeg1 ? 1152 : 576
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate, mono: data[at + 3] >> 6 === 3, mpeg1 }
}

/** The size of the ID3v2 tag at `at` (0 when there is none): ten header bytes, a sync-safe size, maybe a footer. */
function id3v2Size(data: Uint8Array, at: number): number {
  if (at + 10 > data.length || data[at] !== 0x49 || data[at + 1] !== 0x44 || data[at + 2] !== 0x33) return 0
  const size = ((data[at + 6] & 0x7f) << 21) | ((data[at + 7] & 0x7f) << 14) | ((data[at + 8] & 0x7f) << 7) | (data[at + 9] & 0x7f)
  return 10 + size + (data[at + 5] & 0x10 ? 10 : 0)
}

const ascii = (data: Uint8Array, at: number, text: string) => Buffer.from(data.buffer, data.byteOffset + at, Math.min(text.length, Math.max(0, data.length - at))).toString('latin1') === text

/** A Xing/Info or VBRI frame: it describes the file it starts (frame count, seek table) and holds no sound. */
function isInfoFrame(data: Uint8Array, at: number, header: FrameHeader): boolean {
  const sideInfo = header.mpeg1 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17
  const tag = at + 4 + sideInfo
  return ascii(data, tag, 'Xing') || ascii(data, tag, 'Info') || ascii(data, at + 36, 'VBRI')
}

export type Mp3Audio = { frames: Uint8Array[]; sampleRate: number; mono: boolean; seconds: number }

/**
 * The sound frames of an MP3: ID3v2 tags in front, a Xing/Info/VBRI header frame, and an ID3v1 or
 * APE tag at the end are left out; bytes between frames are skipped to the next frame header.
 * Throws when there is no frame, or when frames change sample rate or channels (not one stream).
 */
export function readMp3(data: Uint8Array): Mp3Audio {
  const frames: Uint8Array[] = []
  let at = 0
  for (let tag = id3v2Size(data, at); tag; tag = id3v2Size(data, at)) at += tag
  let format: { sampleRate: number; mono: boolean } | null = null
  let samples = 0
  let inStep = false
  while (at + 4 <= data.length) {
    if (ascii(data, at, 'TAG') || ascii(data, at, 'APETAGEX')) break
    const header = frameHeaderAt(data, at)
    // After junk (or at the start) a header counts only when another frame or the end follows it:
    // sound data can look like a header by chance.
    const next = header ? at + header.length : 0
    const confirmed = header && next <= data.length && (inStep || next === data.length || frameHeaderAt(data, next) !== null)
    if (!header || !confirmed) {
      inStep = false
      at++
      continue
    }
    inStep = true
    if (!frames.length && !format && isInfoFrame(data, at, header)) {
      at += header.length
      continue
    }
    if (format && (format.sampleRate !== header.sampleRate || format.mono !== header.mono)) throw new Error('The MP3 changes format mid-stream.')
    format ??= { sampleRate: header.sampleRate, mono: header.mono }
    frames.push(data.subarray(at, at + header.length))
    samples += header.samples
    at += header.length
  }
  if (!format) throw new Error('No MP3 audio frames found.')
  return { frames, ...format, seconds: samples / format.sampleRate }
}

/**
 * MP3 parts made one after another (an article read in chunks) as one file: their sound frames in
 * order, without each part's tags and header frame, which would otherwise be heard as clicks or make
 * players stop after the first part. All parts must share the sample rate and channels.
 */
export function joinMp3(parts: readonly Uint8Array[]): { audio: Buffer; seconds: number } {
  const read = parts.map(readMp3)
  const [first] = read
  if (!first) throw new Error('No MP3 parts to join.')
  if (read.some((part) => part.sampleRate !== first.sampleRate || part.mono !== first.mono)) throw new Error('The MP3 parts differ in sample rate or channels.')
  return { audio: Buffer.concat(read.flatMap((part) => part.frames)), seconds: read.reduce((sum, part) => sum + part.seconds, 0) }
}
