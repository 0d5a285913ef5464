import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { contactRecipients, sendTemplated } from '../email/accountEmails'
import { serverUrl } from '../env'
import { hasInvisibleCharacters, INVISIBLE_IN_NAME_MESSAGE } from '@/shared/names'

export const contactInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120).refine((name) => !hasInvisibleCharacters(name), INVISIBLE_IN_NAME_MESSAGE),
  email: z.string().trim().email('Please enter a valid e-mail address'),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
})

export type ContactInput = z.infer<typeof contactInput>

/** Stores the message first (so it is never lost), then e-mails it to the recipients. */
export async function submitContactMessage(payload: Payload, input: ContactInput): Promise<{ id: number | string }> {
  const saved = await payload.create({ collection: 'contact-messages', data: input, depth: 0, overrideAccess: true })
  const values = { ...input, adminUrl: serverUrl(`/admin/collections/contact-messages/${saved.id}`) }
  const to = await contactRecipients(payload)
  // Written for whoever runs the site: in English, as the admin panel is.
  await Promise.allSettled(to.map((address) => sendTemplated(payload, { to: address, type: 'contact_message', language: 'en', values })))
  return { id: saved.id }
}
