import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/** Stripe event ids already processed, so a replayed webhook does nothing twice. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  admin: { useAsTitle: 'eventId', defaultColumns: ['eventId', 'type', 'createdAt'], group: 'Billing' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
  timestamps: true,
}
