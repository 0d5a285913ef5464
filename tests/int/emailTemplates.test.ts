/**
 * E-mail templates and the welcome campaign against the real database and a real SMTP server:
 * seeded once and never overwritten, validated on save, every e-mail rendered from its template
 * (escaped, CSS inlined, a plain part), and a campaign that reaches each inactive user once, at a
 * bounded rate, with a one-click unsubscribe that the next campaign respects.
 */
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, createVerifiedUser, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

let payload: Payload
let api: Handlers
let sink: Sink
let admin: string

const RATE = 20

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl, CAMPAIGN_EMAILS_PER_SECOND: String(RATE) })
  api = await makeHandlers(payload.config)
  admin = (await accountOnPlan(payload, 'mail-admin', 'admin')).token
  // Start-up seeds the templates (bootstrap); this process booted without it.
  const { seedEmailTemplates } = await import('@/server/email/templates')
  await seedEmailTemplates(payload)
}, 120_000)

afterAll(async () => {
  await shutdown(payload)
  await sink.stop()
})

async function templateOf(type: string, language = 'en') {
  const found = await payload.find({ collection: 'email-templates', where: { and: [{ type: { equals: type } }, { language: { equals: language } }] }, overrideAccess: true, depth: 0 })
  return found.docs[0]
}

describe('the templates', () => {
  it('are seeded for every e-mail and language once; a later start keeps an admin’s edit', async () => {
    const { seedEmailTemplates } = await import('@/server/email/templates')
    const { EMAIL_TYPES } = await import('@/shared/emailTemplates')
    const all = await payload.find({ collection: 'email-templates', limit: 500, overrideAccess: true, depth: 0 })
    for (const type of Object.keys(EMAIL_TYPES)) expect(all.docs.filter((doc) => doc.type === type).map((doc) => doc.language).sort()).toEqual(['en', 'hu'])
    expect((await templateOf('usage_warning'))!.variables).toBe('percent, username, used, limit, resetsOn, plansUrl, siteName')

    const reset = await templateOf('password_reset', 'hu')
    await api.rest('PATCH', `/api/email-templates/${reset!.id}`, { token: admin, body: JSON.stringify({ subject: 'Új jelszó kell? {{siteName}}' }) })
    expect(await seedEmailTemplates(payload)).toBe(0)
    expect((await templateOf('password_reset', 'hu'))!.subject).toBe('Új jelszó kell? {{siteName}}')
  })

  it('refuse an unknown placeholder on save, naming it, and derive the ones used', async () => {
    const bad = await api.rest('POST', '/api/email-templates', {
      token: admin,
      body: JSON.stringify({ type: 'invite', language: 'en', subject: 'Join {{siteName}}', html: '<p>Hi {{firstName}}</p>' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Unknown placeholder {{firstName}}. This template can use: {{siteName}}, {{siteUrl}}.', details: { field: 'html' } } })

    const raw = await api.rest('POST', '/api/email-templates', { token: admin, body: JSON.stringify({ type: 'invite', language: 'en', subject: 'Join', html: '<p>{{{siteName}}}</p>' }) })
    expect(raw.status).toBe(400)

    const good = await api.rest('POST', '/api/email-templates', {
      token: admin,
      body: JSON.stringify({ type: '  invite ', language: 'en', subject: 'Join {{siteName}}', html: '<p>See {{siteUrl}}</p>', variables: 'forged' }),
    })
    expect(good.status).toBe(201)
    expect((good.json as { doc: unknown }).doc).toMatchObject({ type: 'invite', variables: 'siteName, siteUrl' })

    const twice = await api.rest('POST', '/api/email-templates', { token: admin, body: JSON.stringify({ type: 'invite', language: 'en', subject: 'Again', html: '<p>x</p>' }) })
    expect(twice.status).toBe(400)

    // A type changed on its own is checked against the stored text.
    const invite = (good.json as { doc: { id: number } }).doc.id
    const retyped = await api.rest('PATCH', `/api/email-templates/${invite}`, { token: admin, body: JSON.stringify({ type: 'contact_message_copy' }) })
    expect(retyped.status).toBe(200)
    const warning = await templateOf('usage_warning', 'hu')
    const wrongType = await api.rest('PATCH', `/api/email-templates/${warning!.id}`, { token: admin, body: JSON.stringify({ type: 'recovery' }) })
    expect(wrongType.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Unknown placeholder \{\{percent\}\}/), details: { field: 'subject' } } })
    expect((await templateOf('usage_warning', 'hu'))!.id).toBe(warning!.id)
  })

  it('preview with sample data, or say what is wrong and where', async () => {
    const ok = await api.rest('POST', '/api/email/preview', { token: admin, body: JSON.stringify({ type: 'welcome', language: 'en', subject: 'Hi {{username}}', html: '<style>p{color:red}</style><p>{{username}}</p>' }) })
    expect(ok.json).toMatchObject({ ok: true, subject: 'Hi Anna', text: 'Anna', variables: ['username'] })
    expect((ok.json as { html: string }).html).toContain('<p style="color: red;">Anna</p>')
    const wrong = await api.rest('POST', '/api/email/preview', { token: admin, body: JSON.stringify({ type: 'welcome', subject: 'Hi {{name}}', html: '<p></p>' }) })
    expect(wrong.json).toMatchObject({ ok: false, field: 'subject', problem: expect.stringMatching(/^Unknown placeholder \{\{name\}\}/) })
  })
})

describe('every e-mail comes from its template', () => {
  it('sends the admin’s welcome text, values escaped, CSS inlined, with a plain-text part', async () => {
    const welcome = await templateOf('welcome')
    await api.rest('PATCH', `/api/email-templates/${welcome!.id}`, {
      token: admin,
      body: JSON.stringify({ subject: 'Hello {{username}}, welcome aboard', html: '<style>.x{color:#123456}</style><p class="x">Dear {{username}}, start at <a href="{{dashboardUrl}}">your dashboard</a>. {{freeArticles}} free.</p>' }),
    })
    const user = await createVerifiedUser(payload, 'tpl-welcome')
    await payload.update({ collection: 'users', id: user.id, data: { username: 'Bob <b>&' }, overrideAccess: true })
    const { sendWelcome } = await import('@/server/email/accountEmails')
    await sendWelcome(payload, { ...user, username: 'Bob <b>&' })
    const mail = await waitForEmail(sink, user.email, /^Hello Bob <b>&, welcome aboard$/)
    expect(mail.html).toContain('<p class="x" style="color: #123456;">Dear Bob &lt;b&gt;&amp;, start at <a href="http://localhost:3000/dashboard">your dashboard</a>. 5 free.</p>')
    expect(mail.text).toBe('Dear Bob <b>&, start at your dashboard [http://localhost:3000/dashboard]. 5 free.')
  })

  it('falls back to the built-in text when the template is deleted, in the recipient’s language', async () => {
    const hu = await templateOf('registration_attempt', 'hu')
    await api.rest('DELETE', `/api/email-templates/${hu!.id}`, { token: admin })
    const user = await createVerifiedUser(payload, 'tpl-fallback')
    await payload.update({ collection: 'users', id: user.id, data: { language: 'hu' }, overrideAccess: true })
    const { sendRegistrationAttempt } = await import('@/server/email/accountEmails')
    await sendRegistrationAttempt(payload, { ...user, language: 'hu' })
    const mail = await waitForEmail(sink, user.email, /^Regisztrációs kísérlet a címeddel$/)
    expect(mail.text).toContain('Szia tpl-fallback!')
  })

  it('gives Payload’s own messages (password reset) their template and a plain-text part', async () => {
    const user = await createVerifiedUser(payload, 'tpl-reset')
    await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: false })
    const mail = await waitForEmail(sink, user.email, /^Reset your password$/)
    expect(mail.text).toMatch(/Choose a new password\s+\[http:\/\/localhost:3000\/reset-password\?token=\w+\]/)
    expect(mail.html).toMatch(/<a class="button" href="http:\/\/localhost:3000\/reset-password\?token=\w+" style="[^"]+">/)
  })
})

describe('the welcome campaign', () => {
  const tag = `camp${Date.now().toString(36)}`
  let inactive: User[]
  let unsubscribed: User
  let plain: { user: User; token: string }

  beforeAll(async () => {
    inactive = await Promise.all([0, 1, 2].map((i) => createVerifiedUser(payload, `${tag}-idle${i}`)))
    // A free user who never wrote is inactive as well.
    plain = await accountOnPlan(payload, `${tag}-plain`, 'free')
    inactive.push(plain.user)
    const writer = await createVerifiedUser(payload, `${tag}-writer`)
    await payload.create({ collection: 'usage', data: { user: writer.id, month: '2025-02', count: 1, images: 0 }, overrideAccess: true })
    unsubscribed = await createVerifiedUser(payload, `${tag}-optout`)
    await payload.update({ collection: 'users', id: unsubscribed.id, data: { marketingEmails: false }, overrideAccess: true })
    const unconfirmed = await createVerifiedUser(payload, `${tag}-unconfirmed`)
    await payload.update({ collection: 'users', id: unconfirmed.id, data: { _verified: false }, overrideAccess: true })
  })

  const status = async () => (await api.rest('GET', '/api/email/welcome-campaign', { token: admin })).json as { eligible: number; waiting: number; sent: number }
  const mine = () => sink.messages.filter((m) => m.to.some((to) => to.startsWith(tag)))

  it('is for admins, and says so in the SPEC’s words', async () => {
    expect((await api.rest('POST', '/api/email/welcome-campaign', { body: '{}' })).json).toMatchObject({ error: { message: 'You must be logged in to send campaigns.' } })
    expect((await api.rest('POST', '/api/email/welcome-campaign', { token: plain.token, body: '{}' })).status).toBe(403)
  })

  it('started twice at once reaches each inactive user once, at the configured rate, with a one-click unsubscribe', async () => {
    const before = await status()
    const dry = await api.rest('POST', '/api/email/welcome-campaign', { token: admin, body: JSON.stringify({ dryRun: true }) })
    expect(dry.json).toMatchObject({ sent: 0, eligible: before.eligible, dryRun: true })

    const [a, b] = await Promise.all([0, 1].map(() => api.rest('POST', '/api/email/welcome-campaign', { token: admin, body: '{}' })))
    const sent = [a, b].map((answer) => (answer!.json as { sent: number }).sent)
    expect(sent[0]! + sent[1]!).toBe(before.eligible)
    expect(before.eligible).toBeGreaterThanOrEqual(inactive.length)

    // The queue's runner sends them; wait until nothing waits.
    const deadline = Date.now() + 60_000
    while ((await status()).waiting > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect((await status()).waiting).toBe(0)
    await new Promise((r) => setTimeout(r, 300))

    expect(mine().map((m) => m.to[0]).sort()).toEqual(inactive.map((u) => u.email).sort())
    const mail = mine()[0]!
    expect(mail.subject).toBe('Your first article is one keyword away')
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=\d+\.[\w-]{43}>$/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.html).toMatch(/http:\/\/localhost:3000\/unsubscribe\?token=\d+\.[\w-]{43}/)

    // Bounded: the outbox's send times are at least 1/RATE s apart (a lower bound, so it cannot flake).
    const { welcomeCampaignOf } = await import('@/server/email/campaign')
    const outbox = await payload.find({ collection: 'emails', where: { campaign: { equals: welcomeCampaignOf() }, status: { equals: 'sent' } }, sort: 'sentAt', limit: 1000, overrideAccess: true, depth: 0 })
    const times = outbox.docs.map((doc) => new Date(doc.sentAt!).getTime())
    if (times.length > 1) expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(((times.length - 1) * 1000) / RATE - 50)
    console.log(`welcome campaign: ${times.length} messages in ${times.at(-1)! - times[0]!} ms at CAMPAIGN_EMAILS_PER_SECOND=${RATE}`)

    // Started again this month: nobody twice.
    expect((await api.rest('POST', '/api/email/welcome-campaign', { token: admin, body: '{}' })).json).toMatchObject({ sent: 0 })
  }, 90_000)

  it('unsubscribes with the header’s one-click POST; next month’s campaign skips them', async () => {
    const mail = mine().find((m) => m.to[0] === inactive[0]!.email)!
    const url = new URL(mail.headers['list-unsubscribe']!.slice(1, -1))
    const forged = await api.rest('POST', `/api/email/unsubscribe?token=${inactive[0]!.id}.${'A'.repeat(43)}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(forged.status).toBe(400)
    // A provider's servers click for many recipients from one address: valid links are never limited.
    for (let i = 0; i < 35; i++) {
      const oneClick = await api.rest('POST', `${url.pathname}${url.search}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      expect(oneClick.json).toEqual({ unsubscribed: true })
    }
    expect((await payload.findByID({ collection: 'users', id: inactive[0]!.id, overrideAccess: true })).marketingEmails).toBe(false)

    const { startWelcomeCampaign } = await import('@/server/email/campaign')
    const nextMonth = new Date(Date.now() + 32 * 86_400_000)
    const { queued, campaign } = await startWelcomeCampaign(payload, nextMonth)
    const queuedFor = await payload.find({ collection: 'emails', where: { campaign: { equals: campaign } }, limit: 1000, overrideAccess: true, depth: 0 })
    const recipients = queuedFor.docs.map((doc) => doc.to)
    expect(queued).toBe(recipients.length)
    expect(recipients).toEqual(expect.arrayContaining([inactive[1]!.email, inactive[2]!.email]))
    expect(recipients).not.toContain(inactive[0]!.email)
    expect(recipients).not.toContain(unsubscribed.email)
    // A campaign of a month to come was only to see who it picks: nobody is sent it.
    await payload.delete({ collection: 'emails', where: { campaign: { equals: campaign } }, overrideAccess: true })
  }, 60_000)
})

describe('a message that must be retried', () => {
  it('keeps its List-Unsubscribe header on the retry', async () => {
    const to = uniqueEmail('retry-list')
    sink.failNext(1)
    await expect(payload.sendEmail({ to, subject: 'Kept headers', html: '<p>x</p>', headers: { 'List-Unsubscribe': '<https://example.com/u>', 'X-Email-Type': 'welcome_campaign' } })).rejects.toThrow()
    const { retryFailedEmails } = await import('@/server/email/retry')
    await retryFailedEmails(payload)
    const mail = await waitForEmail(sink, to, /Kept headers/)
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.com/u>')
  })
})
