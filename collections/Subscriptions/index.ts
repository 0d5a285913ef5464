import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'

/** A user's Stripe subscription as last fetched from Stripe. Only the webhook and admins write. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    useAsTitle: 'stripeSubscriptionId',
    defaultColumns: ['user', 'tier', 'status', 'interval', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
    group: 'Billing',
  },
  access: { read: adminOrOwner, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'stripeSubscriptionId', type: 'text', required: true, unique: true },
    { name: 'stripeCustomerId', type: 'text', required: true, index: true },
    {
      name: 'tier',
      type: 'select',
      required: true,
      options: [
        { label: 'PRO', value: 'basic' },
        { label: 'PRO PLUS', value: 'blog-master' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'].map((value) => ({ label: value, value })),
    },
    { name: 'interval', type: 'select', options: ['month', 'year'].map((value) => ({ label: value, value })) },
    { name: 'currentPeriodEnd', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'cancelAtPeriodEnd', type: 'checkbox', defaultValue: false },
    { name: 'stripeUpdatedAt', type: 'date', admin: { description: 'When this state was fetched from Stripe.' } },
  ],
  timestamps: true,
}
