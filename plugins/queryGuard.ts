import { addDataAndFileToRequest, APIError, type CollectionBeforeOperationHook, type Endpoint, type Field, type SanitizedConfig, type Where } from 'payload'
import { CLIENT_ERROR_NAME } from '@/server/errors'

// Geometry operators exist only for point fields; on any other field the database adapter fails.
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
// Payload's list has it, the PostgreSQL adapter does not ("adapter.operators[queryOperator] is not a function").
const UNSUPPORTED_OPERATORS = new Set(['all'])
const INTEGER_ID = /^[1-9]\d{0,14}$/

function badRequest(message: string): Error {
  return Object.assign(new APIError(message, 400, undefined, true), { name: CLIENT_ERROR_NAME })
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
      if (UNSUPPORTED_OPERATORS.has(operator)) throw badRequest(`The "${operator}" operator is not supported: use "in" or several "and" conditions.`)
    }
  }
}

const isPlainObject = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

const MAX_TIME = 8.64e15 // the last millisecond a JavaScript Date can hold

function validDate(value: unknown): boolean {
  if (value === null || value instanceof Date) return true
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_TIME
  return typeof value === 'string' && value.length <= 64 && !Number.isNaN(Date.parse(value))
}

/**
 * Values code meets before Payload's validation runs: a date that is not a date ("Invalid time
 * value", or nested JSON that left a database connection stuck mid-query), text that is not a
 * string, and a group that is not an object (Payload reads its fields from null). Top-level fields
 * and groups; Payload validates the rest.
 */
const TEXT_TYPES = new Set(['text', 'textarea', 'code', 'email'])
const TIMESTAMPS = new Set(['createdAt', 'updatedAt'])

function checkValueTypes(fields: Field[], data: Record<string, unknown>, prefix = ''): void {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    const name = `${prefix}${field.name}`
    if (field.type === 'date' && !validDate(value)) throw badRequest(`"${name}" must be a date.`)
    // Payload's own timestamps are NOT NULL columns; only they and required dates cannot be emptied.
    if (field.type === 'date' && value === null && (field.required || TIMESTAMPS.has(name))) throw badRequest(`"${name}" cannot be empty.`)
    // Our hooks (slug, score, excerpt) read text fields before Payload validates them.
    const many = 'hasMany' in field && field.hasMany
    if (TEXT_TYPES.has(field.type) && !many && value !== null && value !== undefined && typeof value !== 'string') throw badRequest(`"${name}" must be text.`)
    // A reference to one of several collections is { relationTo, value }; Payload reads .relationTo of anything else.
    if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo) && value !== null && value !== undefined) {
      const references = many ? value : [value]
      if (!Array.isArray(references) || !references.every(isPlainObject)) throw badRequest(`"${name}" must be a { relationTo, value } reference${many ? ' list' : ''}.`)
    }
    if (field.type === 'group' && value !== undefined && !isPlainObject(value)) throw badRequest(`"${name}" must be an object.`)
    if (field.type === 'group' && 'fields' in field && isPlainObject(value)) checkValueTypes(field.fields, value as Record<string, unknown>, `${name}.`)
  }
}

/**
 * Malformed ids, query operators and bodies are the caller's mistake: they answer 400 with a clear
 * message here, before they reach the hooks or the database (where they used to end as a 500).
 */
function guard(fields: Field[], numericIds: boolean, allowGeo: boolean): CollectionBeforeOperationHook {
  return ({ args, operation }) => {
    const { id, where, data } = args as { id?: unknown; where?: unknown; data?: unknown }
    if (numericIds && id !== undefined && id !== null && !(typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : INTEGER_ID.test(String(id)))) {
      throw badRequest('The id must be a positive whole number.')
    }
    if ((operation === 'create' || operation === 'update') && 'data' in args && !isPlainObject(data)) {
      throw badRequest('The request body must be a JSON object.')
    }
    if ((operation === 'create' || operation === 'update') && isPlainObject(data)) checkValueTypes(fields, data as Record<string, unknown>)
    checkWhere(where, allowGeo)
    return args
  }
}

// `limit` and `page` reach SQL as integers: 1e99 or -1 is the caller's mistake, not a failed query.
const PAGING_VALUE = /^\d{1,9}$/

function withPagingCheck(handler: Endpoint['handler']): Endpoint['handler'] {
  return (req) => {
    for (const key of ['limit', 'page']) {
      const value = req.searchParams?.get(key)
      if (value !== null && value !== undefined && !PAGING_VALUE.test(value)) throw badRequest(`"${key}" must be a whole number.`)
    }
    return handler(req)
  }
}

/**
 * Adds the guard to every collection, Payload's own included (they are added while the config is
 * sanitized, so this runs on the sanitized config).
 */
export function withQueryGuard(config: SanitizedConfig): SanitizedConfig {
  for (const endpoint of [...(config.endpoints ?? []), ...config.collections.flatMap((collection) => collection.endpoints || [])]) {
    endpoint.handler = withPagingCheck(endpoint.handler)
  }
  // The SEO plugin's generate endpoints read the body as an object without checking it.
  for (const endpoint of config.endpoints ?? []) {
    if (!endpoint.path.startsWith('/plugin-seo/')) continue
    const handler = endpoint.handler
    endpoint.handler = async (req) => {
      // Parsed once (a later req.json() answers from it); anything but a JSON object is a 400.
      await addDataAndFileToRequest(req).catch(() => {
        throw badRequest('The request body must be JSON.')
      })
      if (!isPlainObject(req.data)) throw badRequest('The request body must be a JSON object.')
      return handler(req)
    }
  }
  for (const collection of config.collections) {
    const idField = collection.fields.find((field) => 'name' in field && field.name === 'id')
    const numericIds = !idField || idField.type === 'number'
    collection.hooks.beforeOperation = [guard(collection.fields, numericIds, hasPointField(collection.fields)), ...(collection.hooks.beforeOperation ?? [])]
  }
  return config
}
