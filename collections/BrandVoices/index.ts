import type { CollectionAfterChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { clientError } from '@/server/errors'
import { VOICE_LIMITS } from '@/shared/voices'
import { adminOrOwner } from '../access/adminOrOwner'
import { serverSetField } from '../access/serverSet'
import { assignOwner } from '../hooks/assignOwner'
import { visibleName } from '../validation/visibleName'

/** At most five voices per user: the sixth is refused with the reason. */
const withinLimit: CollectionBeforeValidateHook = async ({ operation, req }) => {
  // Users' requests (REST, GraphQL, the admin panel); the server's own Local API calls are trusted.
  if (operation !== 'create' || !req.user || req.payloadAPI === 'local') return
  const { totalDocs } = await req.payload.count({ collection: 'brand-voices', where: { user: { equals: req.user.id } }, overrideAccess: true, req })
  if (totalDocs >= VOICE_LIMITS.perUser) throw clientError(`You can keep at most ${VOICE_LIMITS.perUser} brand voices. Delete one to add another.`, 400)
}

/** One default per user: a voice made the default takes it from the others. */
const oneDefault: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!doc.isDefault || context.voiceDefaultHandled) return doc
  const owner = typeof doc.user === 'object' ? doc.user.id : doc.user
  await req.payload.update({
    collection: 'brand-voices',
    where: { and: [{ user: { equals: owner } }, { id: { not_equals: doc.id } }, { isDefault: { equals: true } }] },
    data: { isDefault: false },
    overrideAccess: true,
    context: { voiceDefaultHandled: true },
    req,
  })
  return doc
}

/**
 * A user's brand voice (issue 35): how their articles should sound. The owner (and admins) see and
 * manage it; every writing tool offers it, the prompt carries it and the article records it.
 */
export const BrandVoices: CollectionConfig = {
  slug: 'brand-voices',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'user', 'isDefault', 'updatedAt'], group: 'Writing' },
  access: { read: adminOrOwner, create: ({ req }) => Boolean(req.user), update: adminOrOwner, delete: adminOrOwner },
  hooks: { beforeValidate: [withinLimit], beforeChange: [assignOwner], afterChange: [oneDefault] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverSetField },
    { name: 'name', type: 'text', required: true, maxLength: VOICE_LIMITS.name, validate: visibleName },
    { name: 'description', type: 'textarea', maxLength: VOICE_LIMITS.description, admin: { description: 'How the brand sounds, in a sentence or two: "Warm, plain-spoken, a little playful; we say you, never one".' } },
    { name: 'sample', type: 'textarea', maxLength: VOICE_LIMITS.sample, admin: { description: 'Up to 3,000 characters of the brand’s own writing: its tone and words are followed, never its facts.' } },
    { name: 'preferWords', type: 'textarea', maxLength: VOICE_LIMITS.words, admin: { description: 'Words and phrases to prefer, one per line or separated by commas.' } },
    { name: 'avoidWords', type: 'textarea', maxLength: VOICE_LIMITS.words, admin: { description: 'Words and phrases never to use, one per line or separated by commas: checked after writing.' } },
    { name: 'isDefault', type: 'checkbox', defaultValue: false, admin: { description: 'Chosen in every writing tool unless another is picked.' } },
  ],
}
