import { encodeMp3, joinMp3, readMp3 } from '@/server/ai/mp3'
import { articleSpeechText, speechChunks } from '@/server/speech/chunks'
import { formatDuration, isoDuration } from '@/shared/speech'

/** `seconds` of a 220 Hz tone as a real MP3 (LAME in JavaScript), mono. */
function tone(seconds: number, sampleRate = 24_000): Buffer {
  const samples = new Int16Array(Math.round(sampleRate * seconds))
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 220 * i) / sampleRate) * 6000)
  return encodeMp3(samples, sampleRate)
}

/** An ID3v2.4 tag of `bodySize` bytes, as ffmpeg-made files (OpenAI's speech) start with. */
function id3v2(bodySize: number): Buffer {
  const size = Buffer.from([(bodySize >> 21) & 0x7f, (bodySize >> 14) & 0x7f, (bodySize >> 7) & 0x7f, bodySize & 0x7f])
  return Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), size, Buffer.alloc(bodySize, 0x41)])
}

/** A LAME "Info" frame: a copy of the first frame's header with silence and the tag where the sound would be. */
function infoFrameFor(mp3: Buffer): Buffer {
  const first = readMp3(mp3).frames[0]
  const frame = Buffer.alloc(first.length)
  frame.set(first.subarray(0, 4))
  frame.write('Info', 4 + 9, 'latin1') // MPEG-2 mono: 9 bytes of side information
  return frame
}

describe('the chunker: text → parts a speech model accepts', () => {
  const sentence = (i: number) => `Sentence number ${i} says something about compost and balconies.`

  it('keeps short text in one chunk', () => {
    expect(speechChunks('One sentence. Two sentences!')).toEqual(['One sentence. Two sentences!'])
  })

  it('cuts only between sentences, each chunk at most the limit and as full as it can be', () => {
    const text = Array.from({ length: 200 }, (_, i) => sentence(i)).join(' ')
    const chunks = speechChunks(text, 1000)
    expect(chunks.length).toBeGreaterThan(10)
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(1000)
      expect(chunk).toMatch(/^Sentence number \d+ .*balconies\.$/)
      // The next sentence would not have fitted (no chunk is cut early).
    }
    for (let i = 0; i < chunks.length - 1; i++) expect(chunks[i].length + 1 + sentence(0).length + 2).toBeGreaterThan(1000)
    // Nothing lost, nothing repeated, in order.
    expect(chunks.join(' ')).toBe(text)
  })

  it('uses the 4000-character limit of the speech screen by default', () => {
    const text = Array.from({ length: 400 }, (_, i) => sentence(i)).join(' ')
    const chunks = speechChunks(text)
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(4000)
    expect(Math.max(...chunks.map((c) => c.length))).toBeGreaterThan(3900)
  })

  it('does not cut after abbreviations or decimals that are not sentence ends', () => {
    const chunks = speechChunks('Dr. Smith paid 3.5 dollars at 10 a.m. on Monday. Then he left.', 50)
    expect(chunks[0]).toBe('Dr. Smith paid 3.5 dollars at 10 a.m. on Monday.')
  })

  it('cuts a sentence longer than a chunk between words, and a word longer than a chunk where it must', () => {
    // Capitalised: by Unicode's rules a full stop before a lower-case word ends no sentence.
    const long = `${'Word '.repeat(100).trim()}.`
    const chunks = speechChunks(`Short one. ${long} ${'x'.repeat(45)}`, 40)
    expect(chunks[0]).toBe('Short one.')
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(40)
    expect(chunks.slice(1, -2).every((c) => /^(Word )*Word\.?$/.test(c))).toBe(true)
    expect(chunks.slice(-2)).toEqual(['x'.repeat(40), 'x'.repeat(5)])
  })

  it('splits Hungarian text by its own sentence rules', () => {
    expect(speechChunks('Ez az első mondat. Ez a második, ugye? Igen!', 25, 'hu')).toEqual(['Ez az első mondat.', 'Ez a második, ugye? Igen!'])
  })

  it('keeps the line break between blocks, where the voice should pause', () => {
    expect(speechChunks('A heading.\nA paragraph here. Another one.')).toEqual(['A heading.\nA paragraph here. Another one.'])
  })

  it('returns nothing for empty text', () => {
    expect(speechChunks('  \n ')).toEqual([])
  })
})

describe('what the audio says', () => {
  it('reads the title once, then each block; headings and list items get a full stop', () => {
    const html = '<h1>Balcony compost</h1><p>Start small.</p><h2>What you need</h2><ul><li>A bin</li><li>Brown leaves!</li></ul><p>Done: enjoy it</p>'
    expect(articleSpeechText({ title: 'Balcony compost', content: html })).toBe('Balcony compost.\nStart small.\nWhat you need.\nA bin.\nBrown leaves!\nDone: enjoy it.')
  })

  it('adds the title when the text does not start with it, and skips scripts and entities stay decoded', () => {
    expect(articleSpeechText({ title: 'Tea', content: '<p>Hot &amp; fresh.</p><script>alert(1)</script>' })).toBe('Tea.\nHot & fresh.')
  })
})

describe('MP3 frames: reading, joining and timing', () => {
  it('reads the frames and the length of an MP3', () => {
    const mp3 = readMp3(tone(2))
    expect(mp3.sampleRate).toBe(24_000)
    expect(mp3.mono).toBe(true)
    // LAME adds up to two frames of padding (576 samples each at 24 kHz, 24 ms).
    expect(mp3.seconds).toBeGreaterThanOrEqual(2)
    expect(mp3.seconds).toBeLessThan(2.1)
  })

  it('leaves out ID3v2 tags, the Info frame and an ID3v1 tag', () => {
    const plain = tone(1)
    const tagged = Buffer.concat([id3v2(300), infoFrameFor(plain), plain, Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125, 0x20)])])
    const read = readMp3(tagged)
    expect(Buffer.concat(read.frames)).toEqual(readMp3(plain).frames.reduce((all, f) => Buffer.concat([all, f]), Buffer.alloc(0)))
    expect(read.seconds).toBeCloseTo(readMp3(plain).seconds, 5)
  })

  it('skips bytes between frames to the next frame header', () => {
    const plain = tone(0.5)
    const frames = readMp3(plain).frames
    const withJunk = Buffer.concat([Buffer.from([0xff, 0x00, 0x12]), frames[0], frames[1], Buffer.from('junk\xff\xf3', 'latin1'), ...frames.slice(2)])
    expect(readMp3(withJunk).frames.length).toBe(frames.length)
  })

  it('joins parts into one stream: the lengths add up, one Info frame or tag in the middle does not survive', () => {
    const parts = [tone(1), Buffer.concat([id3v2(50), infoFrameFor(tone(0.1)), tone(2)]), tone(0.5)]
    const joined = joinMp3(parts)
    const expected = parts.map((p) => readMp3(p).seconds).reduce((a, b) => a + b)
    expect(joined.seconds).toBeCloseTo(expected, 5)
    expect(joined.seconds).toBeGreaterThanOrEqual(3.5)
    const again = readMp3(joined.audio)
    expect(again.seconds).toBeCloseTo(joined.seconds, 5)
    expect(joined.audio.includes(Buffer.from('Info'))).toBe(false)
    expect(joined.audio.includes(Buffer.from('ID3'))).toBe(false)
    expect(joined.audio.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]))
  })

  it('refuses parts of different sample rates, and bytes that are not MP3', () => {
    expect(() => joinMp3([tone(0.3, 24_000), tone(0.3, 22_050)])).toThrow(/differ/)
    expect(() => readMp3(Buffer.from('<html>not audio</html>'))).toThrow(/No MP3/)
    expect(() => joinMp3([])).toThrow()
  })
})

describe('durations as the player shows them', () => {
  it.each([
    [0, '0:00', 'PT0S'],
    [42.4, '0:42', 'PT42S'],
    [725, '12:05', 'PT12M5S'],
    [3729, '1:02:09', 'PT1H2M9S'],
    [3600, '1:00:00', 'PT1H'],
  ])('%s s → %s, %s', (seconds, shown, iso) => {
    expect(formatDuration(seconds)).toBe(shown)
    expect(isoDuration(seconds)).toBe(iso)
  })
})
