import { emailConfirmation, passwordReset, welcome } from '@/server/email/templates'
import { escapeHtml } from '@/shared/text'

describe('e-mail templates', () => {
  it('puts the link in both the HTML and the text part', () => {
    const url = 'http://localhost:3000/verify-email?token=abc&x=1'
    const mail = emailConfirmation('en', { username: 'Anna', url })
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=abc&amp;x=1"')
    expect(mail.text).toContain(url)
  })
  it('speaks the recipient language', () => {
    expect(passwordReset('hu', { url: 'x' }).subject).toBe('Jelszó visszaállítása')
    expect(passwordReset('en', { url: 'x' }).subject).toBe('Reset your password')
  })
  it('escapes what a user typed', () => {
    const mail = welcome('en', { username: '<script>alert(1)</script>', url: 'http://x' })
    expect(mail.html).not.toContain('<script>')
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
  })
})
