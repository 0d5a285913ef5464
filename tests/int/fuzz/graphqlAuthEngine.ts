/**
 * Bad input for GraphQL's auth operations (issue 32: GraphQL's sign-in, reset and unlock had other
 * limits and answers than REST). Every auth operation the schema has (found by introspection, so a
 * new one is fuzzed too) receives generated variables: wrong types, odd and huge strings, script,
 * null, as a visitor, a user and an admin, each request from its own client address. The operations
 * our account services answer (loginUser, forgotPasswordUser, meUser) get FUZZ_RUNS (1,000) cases,
 * Payload's own FUZZ_BUILTIN_RUNS (100), as in the REST fuzz (fuzzSuite.ts).
 *
 * Every answer must be JSON with no 5xx (503 only with a documented code), and every GraphQL error
 * must say what went wrong: a message, and for our services' operations the error code REST gives.
 * Runs in a process of its own, started by graphqlAuth.test.ts, which asserts on its outcome.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'

import { clientAddressHeaders, excerpt, makeHandlers, type GqlAnswer, type Handlers } from '../httpHarness'
import { bootPayload, createVerifiedUser, shutdown, uniqueEmail } from '../support'
import { printOutcome } from './ownProcess'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const BUILTIN_RUNS = Number(process.env.FUZZ_BUILTIN_RUNS ?? 100)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6)
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261126)
const AUTH_OPERATION = /^(login|logout|me|refreshToken|forgotPassword|resetPassword|verifyEmail|unlock|initialized)[A-Z]/
/** Answered by our account services (src/endpoints/accountGraphQL.ts): fuzzed as our endpoints are. */
const OURS = new Set(['loginUser', 'forgotPasswordUser', 'meUser'])

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
type Operation = { name: string; kind: 'query' | 'mutation'; args: { name: string; type: TypeRef }[]; returns: TypeRef }
type Actor = 'anonymous' | 'user' | 'admin'

let payload: Payload
let api: Handlers
const tokens: Record<Exclude<Actor, 'anonymous'>, string[]> = { user: [], admin: [] }
const known: string[] = []
const documented503 = new Set<string>()
let operations: Operation[] = []

async function setUp() {
  payload = await bootPayload()
  api = await makeHandlers(payload.config)
  const { ERROR_STATUS } = await import('@/shared/errors')
  for (const [code, status] of Object.entries(ERROR_STATUS)) if (status === 503) documented503.add(code)
  for (let i = 0; i < 8; i++) {
    const user = await createVerifiedUser(payload, `gqlfz-user-${i}`)
    known.push(user.email)
    tokens.user.push((await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).token!)
  }
  for (let i = 0; i < 3; i++) {
    const admin = await createVerifiedUser(payload, `gqlfz-admin-${i}`, ['admin', 'user'])
    tokens.admin.push((await payload.login({ collection: 'users', data: { email: admin.email, password: 'secret1' } })).token!)
  }
  const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }'
  const schema = await api.gql(`{ __schema {
    queryType { fields { name args { name type { ${typeRef} } } type { ${typeRef} } } }
    mutationType { fields { name args { name type { ${typeRef} } } type { ${typeRef} } } }
  } }`)
  type Fields = { name: string; args: Operation['args']; type: TypeRef }[]
  const root = schema.data?.__schema as { queryType: { fields: Fields }; mutationType: { fields: Fields } }
  operations = [
    ...root.queryType.fields.map((f) => ({ ...f, kind: 'query' as const })),
    ...root.mutationType.fields.map((f) => ({ ...f, kind: 'mutation' as const })),
  ]
    .filter((f) => AUTH_OPERATION.test(f.name))
    .map(({ name, args, type, kind }) => ({ name, args, kind, returns: type }))
}

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type)
const typeString = (type: TypeRef): string => (type.kind === 'NON_NULL' ? `${typeString(type.ofType!)}!` : type.kind === 'LIST' ? `[${typeString(type.ofType!)}]` : type.name!)

/** A selection the operation's result type accepts: its scalars, and a user's id and email. */
function selection(op: Operation): string {
  const type = named(op.returns)
  if (type.kind === 'SCALAR' || type.kind === 'ENUM') return ''
  if (op.name === 'meUser' || op.name === 'loginUser' || op.name === 'refreshTokenUser') return '{ token exp user { id email } }'
  if (op.name === 'resetPasswordUser') return '{ token user { id } }'
  return '{ __typename }'
}

const ODD = ['', ' ', '\u0000', 'a@b', 'admin@example.com', '"><script>alert(1)</script>', 'x'.repeat(5000), '😀@example.com', '%00', '{"$ne":null}', 'null', '1e99', '../../etc/passwd']

/** A value for an argument: mostly of its type, sometimes of another (GraphQL refuses those). */
function argValue(name: string, type: TypeRef): fc.Arbitrary<unknown> {
  const base = named(type).name
  const strings = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD) },
    { weight: name === 'email' ? 6 : 1, arbitrary: fc.oneof(fc.constantFrom(...known), fc.constant(null).map(() => uniqueEmail('gqlfz-ghost'))) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'a'.repeat(n)) },
  )
  const own = base === 'String' || base === 'ID' || base === 'EmailAddress' ? strings : base === 'Int' || base === 'Float' ? fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, 1e99)) : base === 'Boolean' ? fc.boolean() : fc.jsonValue({ maxDepth: 2 })
  return fc.oneof({ weight: 8, arbitrary: own }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 })) })
}

function caseArbitrary(op: Operation) {
  const vars = Object.fromEntries(op.args.map((a) => [a.name, fc.option(argValue(a.name, a.type), { freq: 6, nil: undefined })]))
  return fc.record({ actor: fc.constantFrom<Actor>('anonymous', 'user', 'admin'), who: fc.nat(20), vars: fc.record(vars) })
}

let ip = 0

/** What is wrong with an answer, or null. */
function problemOf(op: Operation, a: GqlAnswer): string | null {
  if (a.status >= 500) {
    const codes = a.errors.map((e) => (e.extensions as { code?: string } | undefined)?.code ?? '')
    if (!(a.status === 503 && codes.some((code) => documented503.has(code)))) return `status ${a.status}`
  }
  if (!a.contentType.includes('json') || !a.json || typeof a.json !== 'object') return `not JSON (${a.contentType || 'no content-type'})`
  if (a.status === 413) return null // a body over MAX_BODY_MB: our error shape, tested elsewhere
  if (a.data === null && a.errors.length === 0) return 'neither data nor errors'
  for (const error of a.errors) {
    if (typeof error.message !== 'string' || !error.message) return 'an error without a message'
    const code = (error.extensions as { code?: string } | undefined)?.code
    const statusCode = (error.extensions as { statusCode?: number } | undefined)?.statusCode ?? 0
    if (statusCode >= 500 && !(statusCode === 503 && documented503.has(code ?? ''))) return `an error of status ${statusCode} (${code ?? 'no code'})`
    // A refusal carries the code REST gives; GraphQL's own (a variable of the wrong type) has none.
    if (statusCode && !code) return 'a refusal without its code'
    if (/Something went wrong|Internal Server Error/i.test(error.message)) return `an internal error (${excerpt(error.message, 80)})`
  }
  return null
}

/** What a run found, for graphqlAuth.test.ts to assert: the operations fuzzed, and every kind of wrong answer (with an example). */
export type GraphqlFuzzOutcome = { operations: string[]; failures: string[] }

/** The fuzz of every auth operation, in this process (run as a process of its own: ownProcess.ts). */
export async function runGraphqlAuthFuzz(): Promise<GraphqlFuzzOutcome> {
  await setUp()
  try {
    const failures: string[] = []
    for (const op of operations) {
      const runs = OURS.has(op.name) ? RUNS : BUILTIN_RUNS
      const declared = op.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ')
      const passed = op.args.map((a) => `${a.name}: $${a.name}`).join(', ')
      const document = `${op.kind} ${declared ? `(${declared})` : ''} { ${op.name}${passed ? `(${passed})` : ''} ${selection(op)} }`
      const seen = new Map<string, { count: number; example: string }>()
      const statuses: Record<number, number> = {}
      let cases = 0
      const inFlight = new Set<Promise<void>>()
      const started = Date.now()
      await fc.assert(
        fc.asyncProperty(caseArbitrary(op), async (c) => {
          const one = (async () => {
            const token = c.actor === 'anonymous' ? undefined : tokens[c.actor][c.who % tokens[c.actor].length]
            const headers = await clientAddressHeaders(`10.70.${(ip >> 8) & 255}.${ip++ & 255}`)
            const answer = await api.gql(document, c.vars as Record<string, unknown>, token, headers)
            cases++
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
            const problem = problemOf(op, answer)
            if (!problem) return
            const key = `${problem} | ${answer.status} ${excerpt(answer.errors[0]?.message ?? answer.text, 60)}`
            const entry = seen.get(key)
            if (entry) entry.count++
            else seen.set(key, { count: 1, example: `${c.actor} ${excerpt(JSON.stringify(c.vars), 200)}\n      → ${answer.status} ${excerpt(answer.text, 300)}` })
          })()
          inFlight.add(one)
          void one.finally(() => inFlight.delete(one))
          if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight)
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      )
      await Promise.all(inFlight)
      console.log(`fuzz: GraphQL ${op.name}: ${cases} cases, statuses ${Object.entries(statuses).map(([s, n]) => `${s}:${n}`).join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (cases !== runs) failures.push(`${op.name}: ${cases} of ${runs} cases answered`)
      for (const [key, f] of seen) failures.push(`${op.name}: ${f.count}× ${key}\n      e.g. ${f.example}`)
    }
    return { operations: operations.map((op) => op.name), failures }
  } finally {
    await shutdown(payload)
  }
}

// Run as a process (graphqlAuth.test.ts): prints the outcome as its last line.
if (process.argv[1] && /graphqlAuthEngine\.[tj]s$/.test(process.argv[1])) printOutcome(await runGraphqlAuthFuzz())
