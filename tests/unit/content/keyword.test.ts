import { containsKeyword, countKeyword, keywordFromTitle, keywordInTitle } from '@/server/content/keyword'

describe('keywordFromTitle (SPEC 5)', () => {
  it('drops filler and stop words and keeps the subject', () => {
    expect(keywordFromTitle('The Ultimate Guide to Sourdough Baking', 'en')).toBe('sourdough baking')
    expect(keywordFromTitle('How to Make Cold Brew Coffee at Home', 'en')).toBe('cold brew coffee')
  })

  it('keeps at most three words, in title order', () => {
    expect(keywordFromTitle('Organic Vegetable Garden Planning Calendar', 'en')).toBe('organic vegetable garden')
  })

  it('drops words of two characters or fewer, including numbers', () => {
    expect(keywordFromTitle('10 Tips on AI in UX Design', 'en')).toBe('design')
  })

  it('strips punctuation and lower-cases', () => {
    expect(keywordFromTitle('“Cold Brew”: Smooth, Sweet & Simple!', 'en')).toBe('cold brew smooth')
    expect(keywordFromTitle("A Beginner's Guide to Sourdough", 'en')).toBe('sourdough')
    expect(keywordFromTitle('Step-by-step: E-mail Marketing', 'en')).toBe('step-by-step e-mail marketing')
  })

  it('uses the Hungarian stop words for Hungarian titles and keeps accents', () => {
    expect(keywordFromTitle('Hogyan főzzünk kávét otthon? A legjobb tippek', 'hu')).toBe('főzzünk kávét otthon')
    expect(keywordFromTitle('Kávéfőzés: a teljes útmutató kezdőknek', 'hu')).toBe('kávéfőzés')
    expect(keywordFromTitle('ŐSZI KERTÉSZKEDÉS', 'hu')).toBe('őszi kertészkedés')
  })

  it('still returns something when the title is all filler', () => {
    expect(keywordFromTitle('The Ultimate Guide', 'en')).toBe('the ultimate guide')
  })

  it('returns an empty keyword for an empty or too short title', () => {
    expect(keywordFromTitle('', 'en')).toBe('')
    expect(keywordFromTitle('A to Z', 'en')).toBe('')
  })
})

describe('containsKeyword', () => {
  it('ignores case and extra whitespace', () => {
    expect(containsKeyword('How to make COLD   BREW at home', 'cold brew')).toBe(true)
    expect(containsKeyword('cold\nbrew', ' Cold Brew ')).toBe(true)
  })
  it('respects accents: kave is not kávé', () => {
    expect(containsKeyword('A kávé titkai', 'kávé')).toBe(true)
    expect(containsKeyword('A kávé titkai', 'kave')).toBe(false)
    expect(containsKeyword('Őszi kert', 'őszi kert')).toBe(true)
    expect(containsKeyword('Oszi kert', 'őszi kert')).toBe(false)
  })
  it('matches accents written as combining marks too', () => {
    expect(containsKeyword('ka\u0301ve\u0301', 'kávé')).toBe(true)
  })
  it('matches Hungarian suffixed forms', () => {
    expect(containsKeyword('Hogyan főzzünk kávét?', 'kávé')).toBe(true)
  })
  it('never matches an empty keyword', () => {
    expect(containsKeyword('anything', '')).toBe(false)
    expect(containsKeyword('anything', '   ')).toBe(false)
    expect(containsKeyword('', 'cold brew')).toBe(false)
  })
})

describe('countKeyword', () => {
  it('counts non-overlapping occurrences', () => {
    expect(countKeyword('Cold brew is cold. Cold brew is smooth. cold  brew!', 'cold brew')).toBe(3)
    expect(countKeyword('aaaa', 'aa')).toBe(2)
    expect(countKeyword('no match here', 'cold brew')).toBe(0)
  })
})

describe('keywordInTitle: the guess of a tool whose user named no keyword (issue 39)', () => {
  it('is a phrase the title contains, so the title and H1 checks can pass', () => {
    expect(keywordInTitle('Composting on a balcony', 'en')).toBe('composting')
    expect(keywordInTitle('Balcony composting for renters', 'en')).toBe('balcony composting')
    expect(containsKeyword('Composting on a balcony', keywordInTitle('Composting on a balcony', 'en'))).toBe(true)
  })
  it('keeps the SPEC keyword when the title holds it', () => {
    expect(keywordInTitle('The Ultimate Guide to Sourdough Baking', 'en')).toBe('sourdough baking')
    expect(keywordInTitle('Hogyan főzzünk kávét otthon? A legjobb tippek', 'hu')).toBe('főzzünk kávét otthon')
  })
  it('does not join words across punctuation', () => {
    expect(containsKeyword('Cold Brew: Smooth, Sweet & Simple', keywordInTitle('Cold Brew: Smooth, Sweet & Simple', 'en'))).toBe(true)
  })
})
