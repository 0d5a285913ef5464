import 'server-only'

import { AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError, type Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { AppError } from '../errors'
import { sendEmailConfirmation, sendPasswordReset, sendRegistrationAttempt, sendWelcome } from '../email/accountEmails'
import { LOCK_MINUTES } from '@/shared/accountRules'
import { PASSWORD_CHECKED } from './constants'
import { recordUnknownAddressFailure, spendPasswordCheck, unknownAddressLocked } from './loginGuard'
import { PASSWORD_MIN_LENGTH } from '@/shared/accountRules'
import { hasInvisibleCharacters, INVISIBLE_IN_NAME_MESSAGE } from '@/shared/names'
import { oneSessionWriteAtATime, sessionCookie, startSession } from './session'

const email = z.string().trim().toLowerCase().email('Please enter a valid e-mail address')
const password = z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long').max(200)

export const registerInput = z.object({
  username: z.string().trim().min(1, 'Username is required').max(80).refine((name) => !hasInvisibleCharacters(name), INVISIBLE_IN_NAME_MESSAGE),
  email,
  password,
  language: z.enum(['en', 'hu']).default('en'),
})
export const loginInput = z.object({ email, password: z.string().min(1, 'Password is required') })
export const forgotPasswordInput = z.object({ email })
export const resetPasswordInput = z.object({ token: z.string().min(1), password })
export const changePasswordInput = z.object({ currentPassword: z.string().min(1), newPassword: password })
export const tokenInput = z.object({ token: z.string().min(1, 'The link is missing its token.') })

export type Session = { user: User; cookie: string }

/**
 * Registration answers the same whether or not the address already has an account, so nobody can
 * probe for accounts: a new address gets its confirmation link, an existing one's owner is told
 * that someone tried to register with it. The endpoint answers before this runs (equal time too).
 */
export async function register(payload: Payload, input: z.infer<typeof registerInput>): Promise<{ email: string }> {
  const existing = await findAccount(payload, input.email)
  if (existing) {
    await sendRegistrationAttempt(payload, existing)
    return { email: input.email }
  }
  try {
    // REST create is admin-only: registration is this service's job, with exactly these fields.
    const created = await payload.create({
      collection: 'users',
      data: { username: input.username, email: input.email, password: input.password, language: input.language, roles: ['user'] },
      overrideAccess: true,
      depth: 0,
      // The link goes out below, once the account is committed and the link works.
      disableVerificationEmail: true,
    })
    const stored = await payload.db.findOne<User & { _verificationToken?: string | null }>({ collection: 'users', where: { id: { equals: created.id } } })
    if (stored?._verificationToken) await sendEmailConfirmation(payload, stored, stored._verificationToken)
  } catch (error) {
    // Two registrations of one new address at once: the second meets the unique index.
    const taken = error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')
    if (!taken) throw error
  }
  return { email: input.email }
}

let registrations: Promise<void> = Promise.resolve()
/** The registrations queued and not yet made, by address: a sign-in waits only for its own. */
const pendingRegistrations = new Map<string, Promise<void>>()
/** How long a sign-in waits for its address's registration behind a long queue before answering. */
const REGISTRATION_WAIT_MS = 5_000

/**
 * What POST /api/account/register runs: the account (or the note to an existing one's owner) is
 * made after the answer, because a new account costs a password hash, an insert and a mail, and
 * waiting for it would tell a new address from a taken one. One at a time: concurrent creates each
 * hold a transaction while their mail needs another connection, and a burst would drain the pool.
 */
export function registerAfterAnswer(payload: Payload, input: z.infer<typeof registerInput>): void {
  const made = registrations.then(async () => void (await register(payload, input))).catch((err: unknown) => payload.logger.error({ err, msg: 'registration failed' }))
  registrations = made
  pendingRegistrations.set(input.email, made)
  void made.then(() => {
    if (pendingRegistrations.get(input.email) === made) pendingRegistrations.delete(input.email)
  })
}

/**
 * A sign-in right after registering finds the account made after that answer. Only its own
 * address's registration is awaited (and for a bounded time): waiting for the whole queue let a
 * burst of registrations hold every sign-in on the site.
 */
async function registrationOf(email: string): Promise<void> {
  const pending = pendingRegistrations.get(email)
  if (!pending) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, REGISTRATION_WAIT_MS)))])
  clearTimeout(timer)
}

async function findAccount(payload: Payload, email: string): Promise<User | null> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0] ?? null
}

export type LoginSession = Session & { token: string; exp?: number }

export async function login(payload: Payload, input: z.infer<typeof loginInput>): Promise<LoginSession> {
  await registrationOf(input.email)
  if (unknownAddressLocked(input.email)) throw lockedError()
  try {
    const result = await oneSessionWriteAtATime(input.email, () => payload.login({ collection: 'users', data: input, depth: 0 }))
    if (!result.token) throw new AppError('INTERNAL_ERROR', 'A login error occurred')
    return { user: result.user as User, cookie: sessionCookie(payload, result.token), token: result.token, exp: result.exp }
  } catch (error) {
    // An unknown address fails like a wrong password and locks like an account: same answers, same work.
    if (error instanceof AuthenticationError && !(await findAccount(payload, input.email))) {
      await spendPasswordCheck(input.password)
      recordUnknownAddressFailure(input.email)
    }
    throw loginError(error)
  }
}

function lockedError(): AppError {
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. Your account is locked for ${LOCK_MINUTES} minutes; try again later or reset your password.`,
  )
}

function loginError(error: unknown): unknown {
  if (error instanceof UnverifiedEmail) {
    return new AppError('EMAIL_NOT_VERIFIED', 'Please confirm your email address before signing in. Check your inbox!')
  }
  if (error instanceof LockedAuth) return lockedError()
  if (error instanceof AuthenticationError) return new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  return error
}

/** The confirmation link: verifies the address, sends the welcome e-mail and signs the user in. */
export async function confirmEmail(payload: Payload, token: string): Promise<Session> {
  const pending = await payload.db.findOne<User>({
    collection: 'users',
    where: { _verificationToken: { equals: token } },
  })
  if (!pending) {
    throw new AppError('INVALID_TOKEN', 'This confirmation link is invalid or has already been used.')
  }
  await payload.verifyEmail({ collection: 'users', token })
  const user = await payload.findByID({ collection: 'users', id: pending.id, depth: 0, overrideAccess: true })
  void sendWelcome(payload, user).catch((err) => payload.logger.error({ err, msg: 'welcome e-mail failed' }))
  const { cookie } = await startSession(payload, user.id)
  return { user, cookie }
}

/**
 * The reset e-mail goes out after the answer, for an unknown address as for an account (Payload
 * answers the same, but an account costs a token update and an e-mail): the request does the same
 * work either way, so neither its answer nor its time tells whether an account exists. A failed
 * send stays in the outbox and is retried.
 */
export function requestPasswordReset(payload: Payload, input: z.infer<typeof forgotPasswordInput>): void {
  void sendResetLink(payload, input.email).catch((error: unknown) => payload.logger.error({ err: error, msg: 'forgot password failed' }))
}

/** Payload stores the token (and commits it); the link goes out after that, so it works at once. */
async function sendResetLink(payload: Payload, email: string): Promise<void> {
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  if (!token) return
  const user = await findAccount(payload, email)
  if (user) await sendPasswordReset(payload, user, token)
}

export async function resetTokenValid(payload: Payload, token: string): Promise<boolean> {
  const user = await payload.db.findOne({
    collection: 'users',
    where: {
      and: [{ resetPasswordToken: { equals: token } }, { resetPasswordExpiration: { greater_than: new Date().toISOString() } }],
    },
  })
  return Boolean(user)
}

export async function resetPassword(payload: Payload, input: z.infer<typeof resetPasswordInput>): Promise<Session> {
  if (!(await resetTokenValid(payload, input.token))) {
    throw new AppError('INVALID_TOKEN', 'This password reset link is invalid or has expired.')
  }
  const result = await payload.resetPassword({ collection: 'users', data: input, overrideAccess: true })
  if (!result.token) throw new AppError('INTERNAL_ERROR', 'Could not update the password. Please try again from the link.')
  return { user: result.user as unknown as User, cookie: sessionCookie(payload, result.token) }
}

/** The signed-in user's current password, checked the way sign-in checks it (failures count toward the lock). */
export async function verifyCurrentPassword(payload: Payload, user: User, password: string): Promise<void> {
  try {
    await oneSessionWriteAtATime(user.email, () => payload.login({ collection: 'users', data: { email: user.email, password }, depth: 0 }))
  } catch (error) {
    const mapped = loginError(error)
    if (mapped instanceof AppError && mapped.code === 'INVALID_CREDENTIALS') {
      throw new AppError('INVALID_CREDENTIALS', 'Your current password is not correct.', { field: 'currentPassword' })
    }
    throw mapped
  }
}

export async function changePassword(
  payload: Payload,
  user: User,
  input: z.infer<typeof changePasswordInput>,
): Promise<void> {
  await verifyCurrentPassword(payload, user, input.currentPassword)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: input.newPassword },
    user,
    overrideAccess: false,
    depth: 0,
    // The current password was checked above; REST cannot change a password without it.
    context: { [PASSWORD_CHECKED]: true },
  })
}
