import type { CollectionConfig, Payload } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { serverOnlyField, serverSetField } from '../access/serverSet'
import { LOCK_MINUTES, LOGIN_ATTEMPTS_BEFORE_LOCK } from '@/shared/accountRules'
import { renderEmail } from '../../src/server/email/templates'
import { localeOf } from '../../src/server/email/locale'
import { confirmationValues, resetValues } from '../../src/server/email/accountLinks'
import { env } from '../../src/server/env'
import { assignRoles } from './hooks/assignRoles'
import { removeOwnedRecords } from './hooks/removeOwnedRecords'
import { validateAccountInput } from './hooks/validateAccountInput'
import { sendAccountEmails } from './hooks/sendAccountEmails'
import { guardAccountChanges } from './hooks/guardAccountChanges'
import { visibleName } from '../validation/visibleName'


// Payload sends these two itself (subject and HTML asked for separately); the outbox adds the plain part.
const confirmationEmail = (payload: Payload, user: { username?: unknown } | null | undefined, token: unknown) =>
  renderEmail(payload, 'email_confirmation', localeOf(user), confirmationValues(user, String(token)))

const resetEmail = (payload: Payload | undefined, user: unknown, token: unknown) => {
  if (!payload) throw new Error('A password reset e-mail needs the request')
  return renderEmail(payload, 'password_reset', localeOf(user), resetValues(String(token ?? '')))
}

const pendingChangeField = { hidden: true, access: serverOnlyField } as const

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'username', 'roles', '_verified', 'createdAt'],
    group: 'Accounts',
  },
  auth: {
    verify: {
      generateEmailSubject: async ({ req, token, user }) => (await confirmationEmail(req.payload, user, token)).subject,
      generateEmailHTML: async ({ req, token, user }) => (await confirmationEmail(req.payload, user, token)).html,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: async (args) => (await resetEmail(args?.req?.payload, args?.user, args?.token)).subject,
      generateEmailHTML: async (args) => (await resetEmail(args?.req?.payload, args?.user, args?.token)).html,
    },
    maxLoginAttempts: LOGIN_ATTEMPTS_BEFORE_LOCK,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    // The session cookie is Secure whenever the site is served over https.
    cookies: { sameSite: 'Lax', secure: env().SERVER_URL.startsWith('https://') },
  },
  access: {
    // Registration goes through POST /api/account/register (rate-limited, same answer for a new and
    // an existing address); REST/GraphQL create is for admins.
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // Unlocking someone else's account would undo the sign-in lock for a password guesser.
    unlock: isAdmin,
    admin: ({ req }) => isAdmin({ req }) as boolean,
  },
  // Payload's own /api/users/login, /forgot-password and /me answer through our services: the same
  // lockout for unknown addresses, the same rate limit as our forms, an outage never read as signed out.
  hooks: {
    beforeOperation: [guardAccountChanges],
    beforeValidate: [validateAccountInput],
    beforeChange: [assignRoles],
    afterChange: [sendAccountEmails],
    beforeDelete: [removeOwnedRecords],
  },
  fields: [
    {
      name: 'username',
      type: 'text',
      required: true,
      maxLength: 80,
      validate: visibleName,
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['user'],
      saveToJWT: true,
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'User', value: 'user' },
      ],
      access: serverSetField,
    },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: [
        { label: 'English', value: 'en' },
        { label: 'Magyar', value: 'hu' },
      ],
      admin: { description: 'E-mails go out in this language.' },
    },
    {
      name: 'marketingEmails',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Product news and tips, such as the welcome campaign. Off once the user unsubscribes; account e-mails always go out.' },
    },
    {
      name: 'stripeCustomerId',
      type: 'text',
      index: true,
      access: serverSetField,
      admin: { readOnly: true, position: 'sidebar' },
    },
    // Payload's own auth fields, tightened: a user cannot verify or un-verify themselves, and the
    // address changes only through the confirmed e-mail change (src/server/account/emailChange.ts).
    { name: '_verified', type: 'checkbox', access: serverSetField },
    { name: 'email', type: 'email', required: true, access: { update: isAdminField } },
    // A requested e-mail change waiting for its link (token kept as a hash). Never sent to any API.
    { name: 'pendingEmail', type: 'email', ...pendingChangeField },
    { name: 'emailChangeTokenHash', type: 'text', index: true, ...pendingChangeField },
    { name: 'emailChangeExpiresAt', type: 'date', ...pendingChangeField },
  ],
  timestamps: true,
}
