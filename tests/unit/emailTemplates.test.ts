import { defaultTemplate } from '@/server/email/defaults'
import { placeholdersOf, renderTemplate, templateProblem } from '@/server/email/render'
import { allowedVariables, EMAIL_TYPES, SAMPLE_VALUES, type EmailType } from '@/shared/emailTemplates'
import { LANGUAGES } from '@/shared/language'

const TYPES = Object.keys(EMAIL_TYPES) as EmailType[]

describe('built-in e-mail templates', () => {
  it.each(TYPES.flatMap((type) => LANGUAGES.map((language) => [type, language] as const)))('%s (%s) uses only its own placeholders, all of them', (type, language) => {
    const { subject, html } = defaultTemplate(type, language)
    expect(templateProblem(subject, type)).toBeNull()
    expect(templateProblem(html, type)).toBeNull()
    // Every value the code passes appears somewhere, so no information is silently dropped.
    expect(placeholdersOf(subject, html).sort()).toEqual(expect.arrayContaining([...EMAIL_TYPES[type]].sort()))
  })

  it('speaks the recipient language', () => {
    expect(defaultTemplate('password_reset', 'hu').subject).toBe('Jelszó visszaállítása')
    expect(defaultTemplate('password_reset', 'en').subject).toBe('Reset your password')
  })
})

describe('templateProblem', () => {
  it('names an unknown placeholder and lists the ones the type has', () => {
    expect(templateProblem('Hi {{usrname}}', 'welcome')).toBe(
      'Unknown placeholder {{usrname}}. This template can use: {{username}}, {{dashboardUrl}}, {{freeArticles}}, {{siteName}}, {{siteUrl}}.',
    )
  })
  it('lets a free-text type use the common placeholders only', () => {
    expect(templateProblem('{{siteName}} at {{siteUrl}}', 'magic_link')).toBeNull()
    expect(templateProblem('{{username}}', 'magic_link')).toMatch(/^Unknown placeholder \{\{username\}\}/)
  })
  it('refuses raw output, sections, partials and delimiter changes', () => {
    expect(templateProblem('{{{username}}}', 'welcome')).toMatch(/"\{\{&username\}\}" cannot/)
    expect(templateProblem('{{&username}}', 'welcome')).toMatch(/cannot/)
    expect(templateProblem('{{#username}}x{{/username}}', 'welcome')).toMatch(/"\{\{#username\}\}" cannot/)
    expect(templateProblem('{{>footer}}', 'welcome')).toMatch(/cannot/)
    expect(templateProblem('{{=<% %>=}}', 'welcome')).toMatch(/cannot/)
  })
  it('says when a template cannot be read', () => {
    expect(templateProblem('Hi {{username', 'welcome')).toMatch(/^The template cannot be read: Unclosed tag/)
  })
  it('allows comments and plain text with single braces', () => {
    expect(templateProblem('{{! a note }}a { b } c', 'welcome')).toBeNull()
  })
})

describe('renderTemplate', () => {
  const welcome = defaultTemplate('welcome', 'en')

  it('escapes values in the HTML and keeps the subject on one line', () => {
    const mail = renderTemplate(
      { subject: 'Hi {{username}}', html: '<p>{{username}}</p><a href="{{dashboardUrl}}">go</a>' },
      { username: '<script>alert(1)</script>\r\nBcc: x@example.com', dashboardUrl: 'https://example.com/a?b=1&c=2' },
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('href="https://example.com/a?b=1&amp;c=2"')
    expect(mail.subject).toBe('Hi <script>alert(1)</script> Bcc: x@example.com')
  })

  it('inlines the <style> rules for mail clients and drops the block', () => {
    const mail = renderTemplate(welcome, { ...SAMPLE_VALUES })
    expect(mail.html).not.toContain('<style')
    expect(mail.html).toMatch(/<a class="button" href="https:\/\/example.com\/dashboard" style="[^"]*background: #4f46e5/)
  })

  it('derives a plain-text part with the links written out', () => {
    const url = 'http://localhost:3000/verify-email?token=abc&x=1'
    const mail = renderTemplate(defaultTemplate('email_confirmation', 'en'), { ...SAMPLE_VALUES, confirmUrl: url, username: 'Anna' })
    expect(mail.text).toContain('Hi Anna!')
    expect(mail.text).toContain(url)
    expect(mail.text).not.toContain('<')
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=abc&amp;x=1"')
  })

  it('renders a missing value as empty and never reaches the prototype', () => {
    const mail = renderTemplate({ subject: '{{constructor}}{{username}}', html: '<p>{{toString}}</p>' }, {})
    expect(mail.subject).toBe('')
    expect(mail.html).toContain('<p></p>')
  })

  it('keeps the line breaks of a contact message', () => {
    const mail = renderTemplate(defaultTemplate('contact_message', 'en'), { ...SAMPLE_VALUES, message: 'line one\nline two' })
    expect(mail.html).toMatch(/<p class="message" style="[^"]*white-space: pre-wrap;?">line one\nline two<\/p>/)
    expect(allowedVariables('contact_message')).toContain('message')
  })
})
