import { pickLocale } from '@/i18n/locales'

describe('pickLocale', () => {
  it('prefers the switcher cookie over the browser', () => {
    expect(pickLocale('hu', 'en-US,en;q=0.9')).toBe('hu')
  })
  it('ignores an unknown cookie value and uses Accept-Language', () => {
    expect(pickLocale('de', 'hu-HU,hu;q=0.9,en;q=0.8')).toBe('hu')
  })
  it('takes the first language we have, in the order the browser lists them', () => {
    expect(pickLocale(undefined, 'de-DE, hu;q=0.8, en;q=0.7')).toBe('hu')
    expect(pickLocale(undefined, 'en-US, hu;q=0.8')).toBe('en')
  })
  it('skips languages we do not have and q=0', () => {
    expect(pickLocale(undefined, 'de-DE, fr;q=0.9, hu;q=0')).toBe('en')
    expect(pickLocale(undefined, 'de-DE, hu;q=0.4')).toBe('hu')
  })
  it('falls back to English', () => {
    expect(pickLocale(undefined, null)).toBe('en')
    expect(pickLocale(undefined, '')).toBe('en')
  })
})
