import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { adminAddresses } from '../email/accountEmails'
import { env } from '../env'

/** The address shown on the legal and contact pages: CONTACT_EMAIL, else the first admin's. */
export async function contactEmail(): Promise<string> {
  const configured = env().CONTACT_EMAIL
  if (configured) return configured
  const payload = await getPayload({ config })
  return (await adminAddresses(payload))[0] ?? 'admin@example.com'
}
