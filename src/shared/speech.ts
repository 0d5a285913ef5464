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
