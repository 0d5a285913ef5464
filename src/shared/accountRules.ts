import { hasInvisibleCharacters } from './names'

/** SPEC 5: registration and password rules, shared by the dialog, the endpoints and the hooks. */
export const PASSWORD_MIN_LENGTH = 6

/** Sign-in lockout: after this many failures in a row the account is locked for LOCK_MINUTES. */
export const LOGIN_ATTEMPTS_BEFORE_LOCK = 5
export const LOCK_MINUTES = 15

export const accountRules = {
  usernameValid: (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0,
  passwordLongEnough: (value: string): boolean => value.length >= PASSWORD_MIN_LENGTH,
  emailValid: (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
}

export type RegistrationProblem = 'usernameRequired' | 'usernameInvisible' | 'emailInvalid' | 'passwordTooShort' | 'passwordsDoNotMatch'

/** The first problem the registration form shows, in the order a person fills it in. */
export function registrationProblem(input: {
  username: string
  email: string
  password: string
  confirmPassword: string
}): RegistrationProblem | null {
  if (!accountRules.usernameValid(input.username)) return 'usernameRequired'
  if (hasInvisibleCharacters(input.username)) return 'usernameInvisible'
  if (!accountRules.emailValid(input.email)) return 'emailInvalid'
  if (input.password !== input.confirmPassword) return 'passwordsDoNotMatch'
  if (!accountRules.passwordLongEnough(input.password)) return 'passwordTooShort'
  return null
}

export type ResetProblem = 'passwordTooShort' | 'passwordsDoNotMatch'

export function resetProblem(password: string, confirmPassword: string): ResetProblem | null {
  if (!accountRules.passwordLongEnough(password)) return 'passwordTooShort'
  if (password !== confirmPassword) return 'passwordsDoNotMatch'
  return null
}
