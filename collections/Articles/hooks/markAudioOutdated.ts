import type { CollectionBeforeChangeHook } from 'payload'

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value ?? null)

/**
 * An article whose title or text changes after its audio was made says so: the screen offers to
 * make it again. (`data` holds every field on an update, so changes are told by value.)
 */
export const markAudioOutdated: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !originalDoc?.audio || idOf(data.audio) !== idOf(originalDoc.audio)) return data
  const changed = (data.content !== undefined && data.content !== originalDoc.content) || (data.title !== undefined && data.title !== originalDoc.title)
  return changed ? { ...data, audioOutdated: true } : data
}
