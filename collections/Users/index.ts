import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { anyone } from '../access/anyone'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { emailConfirmation, passwordReset } from '../../src/server/email/templates'
import { localeOf } from '../../src/server/email/locale'
import { serverUrl } from '../../src/server/env'
import { assignRoles } from './hooks/assignRoles'
import { removeOwnedRecords } from './hooks/removeOwnedRecords'
import { validateAccountInput } from './hooks/validateAccountInput'
import { sendAccountEmails } from './hooks/sendAccountEmails'

export const LOGIN_ATTEMPTS_BEFORE_LOCK = 5
export const LOCK_MINUTES = 15

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'username', 'roles', '_verified', 'createdAt'],
    group: 'Accounts',
  },
  auth: {
    verify: {
      generateEmailSubject: ({ user }) => emailConfirmation(localeOf(user), { username: '', url: '' }).subject,
      generateEmailHTML: ({ token, user }) =>
        emailConfirmation(localeOf(user), {
          username: String(user?.username ?? ''),
          url: serverUrl(`/verify-email?token=${encodeURIComponent(String(token))}`),
        }).html,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => passwordReset(localeOf(args?.user), { url: '' }).subject,
      generateEmailHTML: (args) =>
        passwordReset(localeOf(args?.user), {
          url: serverUrl(`/reset-password?token=${encodeURIComponent(String(args?.token ?? ''))}`),
        }).html,
    },
    maxLoginAttempts: LOGIN_ATTEMPTS_BEFORE_LOCK,
    lockTime: LOCK_MINUTES * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && (process.env.SERVER_URL ?? '').startsWith('https://') },
  },
  access: {
    // Registration is open; the hooks decide roles and check the input.
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => isAdmin({ req }) as boolean,
  },
  hooks: {
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
      access: { create: isAdminField, update: isAdminField },
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
      name: 'stripeCustomerId',
      type: 'text',
      index: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  timestamps: true,
}
