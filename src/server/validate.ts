import type { z } from 'zod'

import { AppError } from './errors'

/** Input (a body, GraphQL arguments) checked against its schema; the first problem is the caller's VALIDATION_ERROR. */
export function validateInput<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw)
  if (!result.success) {
    const first = result.error.issues[0]
    throw new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid request.', {
      field: first?.path.join('.'),
    })
  }
  return result.data
}
