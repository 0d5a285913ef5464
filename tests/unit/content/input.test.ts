import { cleanKeyword, cleanTopic, KEYWORD_MAX, TOPIC_MAX } from '@/server/content/input'

describe('cleanTopic (SPEC 5)', () => {
  it('accepts an ordinary topic, trimmed and with single spaces', () => {
    expect(cleanTopic('  How to make   cold brew at home  ')).toEqual({ ok: true, value: 'How to make cold brew at home' })
    expect(cleanTopic('Hogyan főzzünk kávét otthon?')).toEqual({ ok: true, value: 'Hogyan főzzünk kávét otthon?' })
  })

  it('refuses an empty or blank topic', () => {
    expect(cleanTopic('')).toEqual({ ok: false, reason: 'empty' })
    expect(cleanTopic('   \n\t ')).toEqual({ ok: false, reason: 'empty' })
    expect(cleanTopic(undefined)).toEqual({ ok: false, reason: 'empty' })
    expect(cleanTopic(42)).toEqual({ ok: false, reason: 'empty' })
  })

  it('allows exactly 200 characters and refuses 201, ignoring surrounding spaces', () => {
    expect(TOPIC_MAX).toBe(200)
    expect(cleanTopic('a'.repeat(200))).toEqual({ ok: true, value: 'a'.repeat(200) })
    expect(cleanTopic(`   ${'a'.repeat(200)}   `)).toEqual({ ok: true, value: 'a'.repeat(200) })
    expect(cleanTopic('a'.repeat(201))).toEqual({ ok: false, reason: 'tooLong' })
  })

  it('strips angle brackets', () => {
    expect(cleanTopic('<b>Cold brew</b> vs <i>iced coffee</i>')).toEqual({ ok: true, value: 'bCold brew/b vs iiced coffee/i' })
    expect(cleanTopic('Coffee > tea')).toEqual({ ok: true, value: 'Coffee tea' })
  })

  it('strips inline event handlers', () => {
    expect(cleanTopic('Coffee onclick=alert(1)')).toEqual({ ok: true, value: 'Coffee alert(1)' })
    expect(cleanTopic('<img src=x onerror=alert(1)> coffee')).toEqual({ ok: true, value: 'img src=x alert(1) coffee' })
    expect(cleanTopic('Coffee ONMOUSEOVER = steal()')).toEqual({ ok: true, value: 'Coffee steal()' })
  })

  it('does not mangle ordinary words that merely contain "on"', () => {
    expect(cleanTopic('Python = the best language for data on Monday')).toEqual({
      ok: true,
      value: 'Python = the best language for data on Monday',
    })
  })

  it('refuses script, eval and expression patterns in any case', () => {
    for (const raw of [
      '<script>alert(1)</script>',
      '<SCRIPT src=x>',
      '<scr<script>ipt>alert(1)',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox',
      'eval(atob("x"))',
      'EVAL (1)',
      'width: expression(alert(1))',
      'coffee ExPrEsSiOn(1)',
    ]) {
      expect([raw, cleanTopic(raw)]).toEqual([raw, { ok: false, reason: 'unsafe' }])
    }
  })

  it('checks the raw input, so stripping cannot hide an attack', () => {
    // Stripping the brackets first would have produced a harmless-looking topic.
    expect(cleanTopic('<script>')).toEqual({ ok: false, reason: 'unsafe' })
  })

  it('treats an over-long attack as unsafe rather than merely too long', () => {
    expect(cleanTopic(`<script>${'x'.repeat(300)}`)).toEqual({ ok: false, reason: 'unsafe' })
  })

  it('does not flag words like "retrieval" or "description"', () => {
    expect(cleanTopic('Retrieval (RAG) explained')).toEqual({ ok: true, value: 'Retrieval (RAG) explained' })
    expect(cleanTopic('Writing a product description')).toMatchObject({ ok: true })
  })

  it('refuses a topic that was only markup', () => {
    expect(cleanTopic('<>')).toEqual({ ok: false, reason: 'empty' })
    expect(cleanTopic('onclick=')).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('cleanKeyword (SPEC 5)', () => {
  it('applies the same rules with a limit of 100', () => {
    expect(KEYWORD_MAX).toBe(100)
    expect(cleanKeyword('  cold   brew ')).toEqual({ ok: true, value: 'cold brew' })
    expect(cleanKeyword('k'.repeat(100))).toEqual({ ok: true, value: 'k'.repeat(100) })
    expect(cleanKeyword('k'.repeat(101))).toEqual({ ok: false, reason: 'tooLong' })
    expect(cleanKeyword('')).toEqual({ ok: false, reason: 'empty' })
    expect(cleanKeyword('eval(x)')).toEqual({ ok: false, reason: 'unsafe' })
    expect(cleanKeyword('<i>kávé</i>')).toEqual({ ok: true, value: 'ikávé/i' })
  })
})
