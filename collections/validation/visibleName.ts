import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasInvisibleCharacters, INVISIBLE_IN_NAME_MESSAGE } from '@/shared/names'

/** A name field's validation: Payload's own text checks, and no invisible or control characters (every API alike). */
export const visibleName: TextFieldSingleValidation = (value, args) => (hasInvisibleCharacters(value) ? INVISIBLE_IN_NAME_MESSAGE : text(value, args))
