import { APIError, type CollectionBeforeOperationHook, type Config, type Field, type Where } from 'payload'

// Geometry operators exist only for point fields; on any other field the database adapter fails.
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const INTEGER_ID = /^[1-9]\d{0,14}$/

function badRequest(message: string): Error {
  return new APIError(message, 400, undefined, true)
}

function hasPointField(fields: Field[]): boolean {
  return fields.some((field) => field.type === 'point' || ('fields' in field && Array.isArray(field.fields) && hasPointField(field.fields)))
}

function checkWhere(where: unknown, allowGeo: boolean, depth = 0): void {
  if (depth > 20) throw badRequest('The query is nested too deeply.')
  if (!where || typeof where !== 'object') return
  for (const [key, value] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw badRequest(`"${key}" must be a list of conditions.`)
      for (const condition of value) checkWhere(condition, allowGeo, depth + 1)
      continue
    }
    if (!value || typeof value !== 'object') continue
    for (const operator of Object.keys(value)) {
      if (GEO_OPERATORS.has(operator) && !allowGeo) throw badRequest(`The "${operator}" operator works only on point fields.`)
    }
  }
}

/**
 * Malformed ids and query operators are the caller's mistake: they answer 400 with a clear
 * message here, before they reach the database (where they used to end as a 500).
 */
function guard(numericIds: boolean, allowGeo: boolean): CollectionBeforeOperationHook {
  return ({ args }) => {
    const { id, where } = args as { id?: unknown; where?: unknown }
    if (numericIds && id !== undefined && id !== null && !(typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : INTEGER_ID.test(String(id)))) {
      throw badRequest('The id must be a positive whole number.')
    }
    checkWhere(where, allowGeo)
    return args
  }
}

/** Adds the guard to every collection of the config. */
export function queryGuard(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => {
      const numericIds = !collection.fields.some((field) => 'name' in field && field.name === 'id')
      return {
        ...collection,
        hooks: { ...collection.hooks, beforeOperation: [guard(numericIds, hasPointField(collection.fields)), ...(collection.hooks?.beforeOperation ?? [])] },
      }
    }),
  }
}
