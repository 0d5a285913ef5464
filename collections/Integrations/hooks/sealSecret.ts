import type { FieldHook } from 'payload'

import { sealSecret } from '../../../src/server/integrations/secrets'

/**
 * A secret field's new value is sealed before it is stored. A save that does not send the field
 * keeps the sealed value it had (Payload passes it through unchanged); an empty value clears it.
 */
export const sealSecretField: FieldHook = ({ value, previousValue }) => {
  if (typeof value !== 'string' || value === '') return value === '' ? null : value
  if (value === previousValue) return value
  return sealSecret(value.trim())
}
