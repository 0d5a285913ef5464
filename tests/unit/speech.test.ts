import { audioFileName, DEFAULT_VOICE, isVoice, SPEECH_MAX_CHARS, VOICE_LABELS, VOICES } from '@/shared/speech'
import { appNameFromUrl } from '@/shared/promo'
import en from '../../messages/en.json' with { type: 'json' }

describe('text to speech rules (SPEC 3, 9)', () => {
  it('six voices with their SPEC labels, alloy by default, 4000 characters', () => {
    expect(VOICE_LABELS).toEqual({ alloy: 'Neutral', echo: 'Male', fable: 'British Male', onyx: 'Deep Male', nova: 'Female', shimmer: 'Soft Female' })
    expect(DEFAULT_VOICE).toBe('alloy')
    expect(SPEECH_MAX_CHARS).toBe(4000)
    // The screen's option texts carry the same labels.
    for (const voice of VOICES) expect(en.speech[`voice_${voice}`]).toContain(`(${VOICE_LABELS[voice]})`)
    expect(isVoice('nova')).toBe(true)
    expect(isVoice('robot')).toBe(false)
  })
  it('downloads as generated-audio-<timestamp>.mp3', () => {
    expect(audioFileName(1763900000000)).toBe('generated-audio-1763900000000.mp3')
  })
})

describe('promo app name (SPEC 5)', () => {
  it.each([
    ['https://acme.example/products/acme-writer', 'Acme writer'],
    ['https://acme.example/products/acme-writer/', 'Acme writer'],
    ['https://shop.example/p/Garden_Shears.html?ref=ad', 'Garden Shears'],
    ['https://www.acme.example/', 'acme.example'],
    ['https://acme.example', 'acme.example'],
    ['https://shop.example/kert%C3%A9sz-oll%C3%B3', 'Kertész olló'],
  ])('%s → %s', (url, name) => {
    expect(appNameFromUrl(url)).toBe(name)
  })
})
