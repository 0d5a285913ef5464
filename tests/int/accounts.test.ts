import type { Payload } from 'payload'

import { AppError } from '@/server/errors'
import { bootPayload, linkIn, shutdown, startSmtpSink, tokenOf, uniqueEmail, waitForEmail, type Sink } from './support'

let payload: Payload
let sink: Sink
let service: typeof import('@/server/account/service')
let changeEmail: typeof import('@/server/account/emailChange')
const adminByConfig = uniqueEmail('boss')

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl, ADMIN_EMAILS: adminByConfig, ADMIN_EMAIL: 'first-admin@example.com', ADMIN_PASSWORD: 'admin-pass-1' })
  service = await import('@/server/account/service')
  changeEmail = await import('@/server/account/emailChange')
})

afterAll(async () => {
  await shutdown(payload)
  await sink.stop()
})

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toBeInstanceOf(AppError)
  await expect(promise).rejects.toMatchObject({ code })
}

async function registerAndConfirm(email: string, password = 'secret1') {
  await service.register(payload, { username: 'Tester', email, password, language: 'en' })
  const mail = await waitForEmail(sink, email, /Confirm your e-mail/)
  return service.confirmEmail(payload, tokenOf(linkIn(mail.html, '/verify-email')))
}

describe('first start', () => {
  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, verified, who can sign in', async () => {
    const { user } = await service.login(payload, { email: 'first-admin@example.com', password: 'admin-pass-1' })
    expect(user.roles).toContain('admin')
  })
})

describe('registration', () => {
  it('creates an unverified user, mails a confirmation link to our page, and refuses sign-in until confirmed', async () => {
    const email = uniqueEmail('reg')
    await service.register(payload, { username: '  Anna  ', email, password: 'secret1', language: 'en' })
    const mail = await waitForEmail(sink, email, /Confirm your e-mail/)
    const link = linkIn(mail.html, '/verify-email')
    expect(link.startsWith('http://localhost:3000/verify-email?token=')).toBe(true)
    const stored = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(stored.docs[0]).toMatchObject({ username: 'Anna', roles: ['user'], _verified: false })
    await expectCode(service.login(payload, { email, password: 'secret1' }), 'EMAIL_NOT_VERIFIED')
  })

  it('answers an address that is already registered exactly like a new one, and tells its owner', async () => {
    const email = uniqueEmail('dup')
    const first = await service.register(payload, { username: 'A', email, password: 'secret1', language: 'en' })
    const second = await service.register(payload, { username: 'B', email, password: 'other-1', language: 'en' })
    expect(second).toEqual(first)
    const note = await waitForEmail(sink, email, /Someone tried to register/)
    expect(note.text).toContain('you already have an account')
    const stored = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(stored.docs.map((u) => u.username)).toEqual(['A'])
  })

  it('refuses account creation outside registration (REST/GraphQL/Local API as a visitor)', async () => {
    const email = uniqueEmail('sneaky')
    await expect(
      payload.create({ collection: 'users', data: { email, password: 'secret1', username: 'x', roles: ['admin'], _verified: true }, overrideAccess: false, disableVerificationEmail: true }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('grants admin to ADMIN_EMAILS accounts on sign-up', async () => {
    await service.register(payload, { username: 'Boss', email: adminByConfig, password: 'secret1', language: 'en' })
    const stored = await payload.find({ collection: 'users', where: { email: { equals: adminByConfig } }, overrideAccess: true })
    expect(stored.docs[0]?.roles).toEqual(expect.arrayContaining(['admin', 'user']))
  })

  it('enforces the SPEC rules on every way in (Local API too)', async () => {
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'first-admin@example.com' } }, overrideAccess: true })).docs[0]!
    const messages = (data: Record<string, unknown>) =>
      payload.create({ collection: 'users', data: data as never, user: admin, overrideAccess: false }).then(
        () => [],
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((e) => e.message),
      )
    expect(await messages({ email: uniqueEmail('short'), password: '12345', username: 'x' })).toEqual([
      'Password must be at least 6 characters long',
    ])
    expect(await messages({ email: uniqueEmail('nouser'), password: '123456', username: '   ' })).toEqual(['Username is required'])
  })

  it('tells the admins about the new user', async () => {
    const email = uniqueEmail('notify')
    await service.register(payload, { username: 'Notify', email, password: 'secret1', language: 'en' })
    const mail = await waitForEmail(sink, 'first-admin@example.com', new RegExp(`New user: ${email.replace(/[.]/g, '\\.')}`))
    expect(mail.text).toContain('Username: Notify')
  })
})

describe('confirmation link', () => {
  it('verifies, signs the user in, sends the welcome e-mail, and works only once', async () => {
    const email = uniqueEmail('confirm')
    await service.register(payload, { username: 'Cora', email, password: 'secret1', language: 'hu' })
    const mail = await waitForEmail(sink, email, /Erősítsd meg/)
    const token = tokenOf(linkIn(mail.html, '/verify-email'))
    const { user, cookie } = await service.confirmEmail(payload, token)
    expect(user._verified).toBe(true)
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    // The session cookie is a real Payload session (sent as a browser would, same-origin).
    const { user: authed } = await payload.auth({
      headers: new Headers({ cookie: cookie.split(';')[0]!, 'sec-fetch-site': 'same-origin' }),
    })
    expect(authed?.email).toBe(email)
    await waitForEmail(sink, email, /Üdv/)
    await expectCode(service.confirmEmail(payload, token), 'INVALID_TOKEN')
  })
})

describe('sign-in', () => {
  it('answers a wrong password with INVALID_CREDENTIALS and locks after 5 failures', async () => {
    const email = uniqueEmail('lock')
    await registerAndConfirm(email)
    await expectCode(service.login(payload, { email, password: 'wrong-1' }), 'INVALID_CREDENTIALS')
    for (let i = 0; i < 4; i++) await service.login(payload, { email, password: 'wrong' }).catch(() => {})
    await expectCode(service.login(payload, { email, password: 'secret1' }), 'ACCOUNT_LOCKED')
  })

  it('keeps every session when one account signs in several times at once (two tabs, two devices)', async () => {
    const email = uniqueEmail('tabs')
    const confirmed = await registerAndConfirm(email)
    const sessions = [confirmed, ...(await Promise.all(Array.from({ length: 4 }, () => service.login(payload, { email, password: 'secret1' }))))]
    for (const { cookie } of sessions) {
      const { user } = await payload.auth({ headers: new Headers({ cookie: cookie.split(';')[0]!, 'sec-fetch-site': 'same-origin' }) })
      expect(user?.email).toBe(email)
    }
  })

  it('does not reveal whether an address exists: an unknown address fails and locks exactly like an account', async () => {
    const email = uniqueEmail('known')
    await registerAndConfirm(email)
    const ghost = uniqueEmail('ghost')
    const codes = async (address: string) => {
      const seen: string[] = []
      for (let i = 0; i < 7; i++) seen.push(await service.login(payload, { email: address, password: `wrong-${i}` }).then(() => 'OK', (e: AppError) => e.code))
      return seen
    }
    const known = await codes(email)
    expect(known).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'ACCOUNT_LOCKED', 'ACCOUNT_LOCKED'])
    expect(await codes(ghost)).toEqual(known)
  })
})

describe('password reset', () => {
  it('mails a link to /reset-password that works once and signs the user in', async () => {
    const email = uniqueEmail('reset')
    await registerAndConfirm(email)
    await service.requestPasswordReset(payload, { email })
    const mail = await waitForEmail(sink, email, /Reset your password/)
    const token = tokenOf(linkIn(mail.html, '/reset-password'))
    expect(await service.resetTokenValid(payload, token)).toBe(true)
    const { cookie } = await service.resetPassword(payload, { token, password: 'brand-new-1' })
    expect(cookie).toMatch(/^payload-token=/)
    await service.login(payload, { email, password: 'brand-new-1' })
    expect(await service.resetTokenValid(payload, token)).toBe(false)
    await expectCode(service.resetPassword(payload, { token, password: 'another-1' }), 'INVALID_TOKEN')
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    await service.requestPasswordReset(payload, { email })
    await new Promise((r) => setTimeout(r, 300))
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(0)
  })
})

describe('change password', () => {
  it('needs the current password', async () => {
    const email = uniqueEmail('change')
    const { user } = await registerAndConfirm(email)
    await expectCode(service.changePassword(payload, user, { currentPassword: 'nope', newPassword: 'changed-1' }), 'INVALID_CREDENTIALS')
    await service.changePassword(payload, user, { currentPassword: 'secret1', newPassword: 'changed-1' })
    await service.login(payload, { email, password: 'changed-1' })
    await expectCode(service.login(payload, { email, password: 'secret1' }), 'INVALID_CREDENTIALS')
  })
})

describe('change e-mail', () => {
  it('needs the current password, confirms the new address by link, tells the old one, and changes only when confirmed', async () => {
    const email = uniqueEmail('mover')
    const { user } = await registerAndConfirm(email)
    const target = uniqueEmail('moved')
    await expectCode(service.login(payload, { email, password: 'secret1' }).then(() => changeEmail.requestEmailChange(payload, user, { newEmail: target, currentPassword: 'wrong' })), 'INVALID_CREDENTIALS')
    await changeEmail.requestEmailChange(payload, user, { newEmail: target, currentPassword: 'secret1' })
    const notice = await waitForEmail(sink, email, /change of your e-mail address was requested/)
    expect(notice.text).toContain(target)
    const confirmation = await waitForEmail(sink, target, /Confirm your new e-mail address/)
    const link = linkIn(confirmation.html, '/verify-email')
    expect(link).toContain('change=email')
    // Until the link is opened, sign-in uses the old address.
    await service.login(payload, { email, password: 'secret1' })
    await expectCode(service.login(payload, { email: target, password: 'secret1' }), 'INVALID_CREDENTIALS')
    const token = tokenOf(link)
    expect(await changeEmail.confirmEmailChange(payload, token)).toEqual({ email: target })
    await service.login(payload, { email: target, password: 'secret1' })
    await expectCode(service.login(payload, { email, password: 'secret1' }), 'INVALID_CREDENTIALS')
    await expectCode(changeEmail.confirmEmailChange(payload, token), 'INVALID_TOKEN')
  })

  it('answers the same for an address that already has an account, sends it a note, and changes nothing', async () => {
    const email = uniqueEmail('stay')
    const { user } = await registerAndConfirm(email)
    const other = uniqueEmail('owner')
    await registerAndConfirm(other)
    expect(await changeEmail.requestEmailChange(payload, user, { newEmail: other, currentPassword: 'secret1' })).toEqual({ email: other })
    await waitForEmail(sink, other, /Someone tried to register/)
    const stored = await payload.db.findOne<{ id: number; email: string; pendingEmail: string | null }>({ collection: 'users', where: { id: { equals: user.id } } })
    expect(stored).toMatchObject({ email, pendingEmail: null })
  })
})

it('a sign-in right after registering meets the new account (made after the answer), not "invalid e-mail or password"', async () => {
  const email = uniqueEmail('fast-signin')
  service.registerAfterAnswer(payload, { username: 'Quick', email, password: 'secret1', language: 'en' })
  // At once, as the dialog's 'Back to Sign In' allows: the account is not confirmed yet.
  await expectCode(service.login(payload, { email, password: 'secret1' }), 'EMAIL_NOT_VERIFIED')
})

it("a sign-in does not wait for other addresses' registrations (a burst of them held every sign-in on the site)", async () => {
  const email = uniqueEmail('busy-signin')
  await registerAndConfirm(email)
  const queued = Array.from({ length: 6 }, (_, i) => uniqueEmail(`burst-${i}`))
  for (const address of queued) service.registerAfterAnswer(payload, { username: 'Burst', email: address, password: 'secret1', language: 'en' })
  await service.login(payload, { email, password: 'secret1' })
  const made = await payload.count({ collection: 'users', where: { email: { in: queued } }, overrideAccess: true })
  // Six queued registrations each hash a password one after another; the sign-in hashed once.
  expect(made.totalDocs).toBeLessThan(queued.length)
})

describe('a link works the moment its e-mail arrives', () => {
  // The sink acts on each message before it accepts it: the earliest a reader could click. Payload
  // sent these mails inside its transaction, before the account or the token was committed.
  afterEach(() => sink.onMessageBeforeAccept(undefined))

  it('the confirmation link', async () => {
    const email = uniqueEmail('quick-confirm')
    const clicked: Promise<unknown>[] = []
    sink.onMessageBeforeAccept(async (mail) => {
      if (mail.to.includes(email)) clicked.push(service.confirmEmail(payload, tokenOf(linkIn(mail.html, '/verify-email'))))
      await clicked.at(-1)?.catch(() => undefined)
    })
    await service.register(payload, { username: 'Quick', email, password: 'secret1', language: 'en' })
    expect(clicked).toHaveLength(1)
    await expect(clicked[0]).resolves.toMatchObject({ user: { email, _verified: true } })
  })

  it('the password reset link', async () => {
    const email = uniqueEmail('quick-reset')
    await registerAndConfirm(email)
    const checked: Promise<boolean>[] = []
    sink.onMessageBeforeAccept(async (mail) => {
      if (mail.to.includes(email) && /Reset your password/.test(mail.subject)) checked.push(service.resetTokenValid(payload, tokenOf(linkIn(mail.html, '/reset-password'))))
      await checked.at(-1)
    })
    service.requestPasswordReset(payload, { email })
    await waitForEmail(sink, email, /Reset your password/)
    await expect(checked[0]).resolves.toBe(true)
  })
})
