import en from '../../messages/en.json' with { type: 'json' }
import hu from '../../messages/hu.json' with { type: 'json' }

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('message catalogs', () => {
  it('have the same keys in English and Hungarian', () => {
    expect(keys(hu).sort()).toEqual(keys(en).sort())
  })
  it('carry the SPEC texts verbatim', () => {
    expect(en.meta.defaultTitle).toBe('AI Content Generator - Create SEO Blog Posts in Minutes')
    expect(en.auth.passwordTooShort).toBe('Password must be at least 6 characters long')
    expect(en.errors.EMAIL_NOT_VERIFIED).toBe('Please confirm your email address before signing in. Check your inbox!')
    expect(hu.reset.title).toBe('Jelszó visszaállítás')
    expect(hu.reset.submit).toBe('Jelszó frissítése')
    expect(en.notFound.title).toBe('Oops! Page not found')
  })
  it('speak one language per catalog: the English UI shows no Hungarian text but the link to the Hungarian page (issue 39: words)', () => {
    const hungarian = /[áéíóöőúüű]/i
    const found = keys(en).filter((key) => hungarian.test(String(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en))))
    expect(found).toEqual(['legal.otherLanguage'])
    expect(hu.emailManagement.updated).toBe('Az email template frissítve.')
    expect(hu.integrations.wordpressHeading).toBe('WordPress integrációk')
  })
  it('keep the demo lengths the landing page claims (58 and 115 characters)', () => {
    expect(en.home.demoSeoTitleValue).toHaveLength(58)
    expect(en.home.demoMetaValue).toHaveLength(115)
  })
})
