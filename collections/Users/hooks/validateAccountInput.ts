import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { accountRules } from '@/shared/accountRules'

/** The registration rules of SPEC 5 hold for every way in: our dialog, REST, GraphQL, admin. */
export const validateAccountInput: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!data) return data
  if (typeof data.username === 'string') data.username = data.username.trim()
  if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  const errors: { path: string; message: string }[] = []
  if (operation === 'create' && !accountRules.usernameValid(data.username)) {
    errors.push({ path: 'username', message: 'Username is required' })
  }
  if (typeof data.password === 'string' && !accountRules.passwordLongEnough(data.password)) {
    errors.push({ path: 'password', message: 'Password must be at least 6 characters long' })
  }
  if (errors.length) throw new ValidationError({ collection: 'users', errors, req })
  return data
}
