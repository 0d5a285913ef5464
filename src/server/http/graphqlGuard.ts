import { GraphQLBoolean, GraphQLObjectType, GraphQLSchema, NoFragmentCyclesRule, parse, validate, type DocumentNode } from 'graphql'

import { checkRequestBody } from './requestBody'

type Handler = (request: Request) => Promise<Response>

// NoFragmentCyclesRule reads the document alone; validate() still wants some schema to run it with.
const ANY_SCHEMA = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }) })

function badRequest(message: string): Response {
  return Response.json({ errors: [{ message }], error: { code: 'VALIDATION_ERROR', message } }, { status: 400 })
}

/** The query texts of a GraphQL request body: one operation, or a batch. */
function queriesOf(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body]
  return items.flatMap((item) => (item && typeof item === 'object' && typeof (item as { query?: unknown }).query === 'string' ? [(item as { query: string }).query] : []))
}

/**
 * Checks Payload's GraphQL route does not make before walking a query: the body's size (as for
 * REST), and fragments that spread each other in a cycle, which overflowed the stack in Payload's
 * complexity walk (a 500 with an empty body) before graphql-js's validation could refuse them.
 * A query that does not parse is left to Payload, which answers it as GraphQL does.
 */
export function withGraphqlGuards(handler: Handler): Handler {
  return async (incoming) => {
    const checked = await checkRequestBody(incoming)
    if ('refused' in checked) return checked.refused
    const request = checked.request
    const body = await request
      .clone()
      .json()
      .catch(() => null)
    for (const query of queriesOf(body)) {
      let document: DocumentNode
      try {
        document = parse(query)
      } catch {
        continue
      }
      const [cycle] = validate(ANY_SCHEMA, document, [NoFragmentCyclesRule])
      if (cycle) return badRequest(cycle.message)
    }
    return handler(request)
  }
}
