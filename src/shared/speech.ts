/** SPEC 3, 9: the six voices with their labels, alloy first (the default), and the 4000-character limit. */
export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const
export type Voice = (typeof VOICES)[number]
export const DEFAULT_VOICE: Voice = 'alloy'

/** The labels SPEC 3 gives the voices (message keys `speech.voice_<voice>` translate them). */
export const VOICE_LABELS: Record<Voice, string> = {
  alloy: 'Neutral',
  echo: 'Male',
  fable: 'British Male',
  onyx: 'Deep Male',
  nova: 'Female',
  shimmer: 'Soft Female',
}

export const SPEECH_MAX_CHARS = 4000

export function isVoice(value: unknown): value is Voice {
  return (VOICES as readonly unknown[]).includes(value)
}

/** SPEC 9: the downloaded file is generated-audio-<timestamp>.mp3. */
export function audioFileName(now = Date.now()): string {
  return `generated-audio-${now}.mp3`
}

/** A length in seconds as a player shows it: 0:42, 12:05, 1:02:09. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  const pad = (n: number) => String(n).padStart(2, '0')
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`
}

/** The same length as an ISO 8601 duration (PT12M5S), for <time dateTime> and schema.org. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`
}
