import 'server-only'

import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { SAMPLE_POSTS } from '../content/samples/posts'
import { htmlToLexical } from './blog/publish'
import { survivePoolErrors } from './db/availability'
import { seedEmailTemplates } from './email/templates'
import { env, serverUrl } from './env'

// Payload's e-mail validation refuses a bare 'localhost' domain.
const DEV_ADMIN_EMAIL = 'admin@example.com'

/**
 * Runs once per process after Payload connects: the ADMIN_EMAIL account exists as a verified
 * admin (created with ADMIN_PASSWORD, or in development with a generated password printed once
 * when there is no admin at all), every ADMIN_EMAILS account holds the admin role, and every
 * e-mail has its template.
 */
export async function bootstrap(payload: Payload): Promise<void> {
  survivePoolErrors(payload)
  await ensureFirstAdmin(payload)
  await grantConfiguredAdmins(payload)
  await seedSampleContent(payload)
  await seedEmailTemplates(payload)
}

/** The sample blog posts, written once per installation (deleting them later is final). */
async function seedSampleContent(payload: Payload) {
  const state = await payload.findGlobal({ slug: 'site-state', overrideAccess: true, depth: 0 })
  if (state.sampleContentSeededAt) return
  const existing = await payload.count({ collection: 'posts', overrideAccess: true })
  if (existing.totalDocs === 0) {
    const admin = (await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    for (const sample of SAMPLE_POSTS) {
      await payload.create({
        collection: 'posts',
        data: {
          title: sample.title,
          content: await htmlToLexical(payload, sample.html),
          focusKeyword: sample.focusKeyword,
          meta: { description: sample.metaDescription },
          tags: sample.tags,
          featured: sample.featured,
          status: 'published',
          author: admin?.id,
          authorName: 'SEO Writer',
        },
        overrideAccess: true,
      })
    }
  }
  await payload.updateGlobal({ slug: 'site-state', data: { sampleContentSeededAt: new Date().toISOString() }, overrideAccess: true })
}

async function ensureFirstAdmin(payload: Payload) {
  const config = env()
  let email = config.ADMIN_EMAIL
  if (!email) {
    // No configured admin: in development make one, once, if there is no admin at all.
    const anyAdmin = await payload.count({ collection: 'users', where: { roles: { contains: 'admin' } }, overrideAccess: true })
    if (anyAdmin.totalDocs > 0) return
    if (config.isProduction) {
      payload.logger.warn('No admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD (or ADMIN_EMAILS) to create one.')
      return
    }
    email = DEV_ADMIN_EMAIL
  }
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const found = existing.docs[0]
  if (found) {
    if (!found.roles?.includes('admin') || !found._verified) {
      await payload.update({
        collection: 'users',
        id: found.id,
        data: { roles: ['admin', 'user'], _verified: true },
        overrideAccess: true,
        context: { skipAccountEmails: true },
      })
    }
    return
  }
  const password = config.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, username: 'admin', roles: ['admin', 'user'], _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipAccountEmails: true },
  })
  if (config.ADMIN_PASSWORD) {
    payload.logger.info(`Admin account ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`)
  } else {
    // Printed once (the account is created only this time), after the start-up lines when a server starts.
    announceAdmin(adminNotice({ email, password, signIn: serverUrl('/admin') }))
  }
}

/** The generated admin password, in a box that stands out among the migration lines. */
export function adminNotice({ email, password, signIn }: { email: string; password: string; signIn: string }): string {
  const lines = [
    'Admin account created',
    '',
    `  e-mail:    ${email}`,
    `  password:  ${password}`,
    `  sign in:   ${signIn}`,
    '',
    'This password is not shown again. Lost it? "Forgot password?" on the',
    'sign-in form; without SMTP_URL the e-mail is printed in this terminal.',
  ]
  const width = Math.max(...lines.map((line) => line.length))
  const rule = '─'.repeat(width + 2)
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n')
}

const HELD = Symbol.for('seo-writer.admin-notice')
type Held = { [HELD]?: { holding: boolean; notice?: string } }

/** While a server starts (startServer), the notice waits for the end of its start-up output. */
export function holdAdminNotice(): () => void {
  const held = ((globalThis as Held)[HELD] ??= { holding: true })
  held.holding = true
  return () => {
    held.holding = false
    if (held.notice) console.log(held.notice)
    held.notice = undefined
  }
}

export function announceAdmin(notice: string) {
  const held = (globalThis as Held)[HELD]
  if (held?.holding) held.notice = notice
  else console.log(notice)
}

async function grantConfiguredAdmins(payload: Payload) {
  const emails = env().ADMIN_EMAILS
  if (!emails.length) return
  const users = await payload.find({
    collection: 'users',
    where: { email: { in: emails } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const user of users.docs) {
    if (user.roles?.includes('admin')) continue
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { roles: [...new Set([...(user.roles ?? []), 'admin' as const])] },
      overrideAccess: true,
      context: { skipAccountEmails: true },
    })
  }
}
